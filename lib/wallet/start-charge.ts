import "server-only";
// GET /api/payment/charge/{amount}: the browser of a leader or affiliate is sent here to top up
// the wallet. A WalletCharge bill (the charge) is made for the caller and the payment registered
// at the gateway; the answer is the gateway's address (a 303 from the route).
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { createBill } from "@/lib/payments/create-bill";
import { startOnlinePayment } from "@/lib/payments/start-online-payment";
import { MAX_CHARGE, MIN_CHARGE } from "./constants";
import { WALLET_MESSAGES as M } from "./messages";

export async function startCharge(caller: Caller, amount: bigint, now = new Date()) {
  if (amount < MIN_CHARGE) throw unprocessable(M.chargeMinimum, "charge_below_minimum");
  if (amount > MAX_CHARGE) throw unprocessable(M.chargeMaximum, "charge_above_maximum");
  const user = await prisma.user.findUnique({
    where: { id: caller.userId },
    select: { id: true, mobile: true, firstName: true, lastName: true, email: true },
  });
  if (!user) throw notFound(M.userNotFound, "user_not_found");
  const { bill } = await prisma.$transaction((tx) =>
    createBill(tx, {
      purpose: "WalletCharge",
      amount,
      method: "Online",
      payerMobile: user.mobile,
      payerName: `${user.firstName} ${user.lastName}`,
      payerEmail: user.email ?? undefined,
      payerUserId: user.id,
      beneficiaryId: user.id,
      description: "شارژ کیف پول همسفر",
      now,
    }),
  );
  const started = await startOnlinePayment(bill.id, now);
  return { chargeId: bill.id, ...started };
}
