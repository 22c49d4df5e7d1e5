import "server-only";
// PUT /api/refund-account/{refundId}?token=: the buyer says where to pay their refund (a card or a sheba, checked
// like /tracking's, and the holder's name). Once: a refund whose card or sheba is known (given here, or at the
// cancel on /tracking) refuses another with 409 — the link travels by SMS, so letting it change the payee later
// would let whoever reads an old SMS redirect the money; a mistake goes to support. A paid refund is refused too.
// The write is one conditional update, so two submissions at once store one answer.
import { prisma } from "@/lib/db/client";
import { badRequest, conflict } from "@/lib/http/errors";
import { findLinkedRefund, refundAccountAnswer } from "./linked-refund";
import { REFUND_ACCOUNT_MESSAGES as M } from "./messages";
import type { RefundAccountBody } from "./schemas";

const UNPAID = ["OperatorPending", "TourLeaderPending"] as const;

export async function giveRefundAccount(refundId: number, token: string, body: RefundAccountBody, now = new Date()) {
  const refund = await findLinkedRefund(prisma, refundId, token, now);
  if (!body.cardNumber && !body.iban) throw badRequest(M.accountRequired, "refund_account_required");
  if (!(UNPAID as readonly string[]).includes(refund.state)) throw conflict(M.alreadyPaid, "refund_already_processed");
  const written = await prisma.refund.updateMany({
    where: { id: refundId, state: { in: [...UNPAID] }, deletedAt: null, cardNumber: null, iban: null },
    data: {
      cardNumber: body.cardNumber ?? null,
      iban: body.iban ?? null,
      accountHolder: body.accountHolder,
      accountGivenAt: now,
    },
  });
  if (written.count === 0) throw conflict(M.alreadyGiven, "refund_account_given");
  const saved = await findLinkedRefund(prisma, refundId, token, now);
  return { ...refundAccountAnswer(saved), message: M.saved };
}
