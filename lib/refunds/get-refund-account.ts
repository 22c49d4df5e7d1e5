import "server-only";
// GET /api/refund-account/{refundId}?token=: what the texted link's page shows (amount, whether where to pay is
// known yet); see linked-refund.ts for who can read it.
import { prisma } from "@/lib/db/client";
import { findLinkedRefund, refundAccountAnswer } from "./linked-refund";

export async function getRefundAccount(refundId: number, token: string) {
  return refundAccountAnswer(await findLinkedRefund(prisma, refundId, token));
}
