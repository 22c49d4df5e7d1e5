import "server-only";
// The refund a texted /refund-account link names: the token must be the one signed for that refund and not
// expired (refund-account-link.ts), checked before anything is read, so a forged or old link learns nothing,
// not even whether the refund exists. A deleted refund (not paid through the platform) is not reachable.
import type { Db } from "@/lib/db/client";
import type { Refund } from "@/lib/db/generated/client";
import { forbidden, notFound } from "@/lib/http/errors";
import { REFUND_ACCOUNT_MESSAGES as M } from "./messages";
import { refundAccountTokenValid } from "./refund-account-link";

export async function findLinkedRefund(db: Db, refundId: number, token: string, now = new Date()) {
  if (!refundAccountTokenValid(refundId, token, now)) throw forbidden(M.linkInvalid, "refund_link_invalid");
  const refund = await db.refund.findUnique({
    where: { id: refundId },
    include: { tour: { select: { title: true } }, reservation: { select: { trackingId: true } } },
  });
  if (!refund || refund.deletedAt) throw notFound(M.notOwed, "refund_not_found");
  return refund;
}

/** What the page shows: never the whole card or sheba, only its last four digits. */
export function refundAccountAnswer(refund: Refund & { tour: { title: string }; reservation: { trackingId: string } }) {
  const paid = refund.state === "ProcessedByOperator" || refund.state === "ProcessedByTourLeader";
  const number = refund.cardNumber ?? refund.iban;
  return {
    trackingId: refund.reservation.trackingId,
    tourTitle: refund.tour.title,
    returnedAmount: refund.returnedAmount,
    status: paid ? ("paid" as const) : number ? ("given" as const) : ("awaiting" as const),
    given: number
      ? {
          kind: refund.cardNumber ? ("card" as const) : ("iban" as const),
          lastDigits: number.slice(-4),
          accountHolder: refund.accountHolder,
        }
      : null,
  };
}
