import "server-only";
// A card-to-card bank reference names one transfer to the platform's card: it may pay one payment.
import type { Db } from "@/lib/db/client";
import type { PaymentStatus } from "@/lib/db/generated/enums";

export async function sameRefCodeElsewhere(
  tx: Db,
  paymentId: number,
  refCode: string,
  statuses: PaymentStatus[],
): Promise<boolean> {
  const other = await tx.payment.findFirst({
    where: { method: "C2C", refCode, status: { in: statuses }, id: { not: paymentId } },
    select: { id: true },
  });
  return other !== null;
}
