import "server-only";
// A paid installment bill (the ReservationInstallment purpose's onPaid, under the bill's lock): the
// installment becomes Paid, its passengers' paid/commission/sellerShare grow by its part, and the
// money is settled as a ticket payment is (platform commission, seller's share, the rest — the
// surcharge included — to the leader), typed InstallmentPayment. Lock order: the bill (held by the
// caller), then the reservation, then the installment — the same order as a ticket's cancellation,
// which takes the reservation and never a bill. Answers false when the money cannot pay the
// installment any more (it was cancelled with its ticket, or paid otherwise meanwhile): the caller
// then records it as owed back (lib/wiring/bill-purposes.ts).
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import { postSellerCommission } from "@/lib/affiliates/post-seller-commission";
import { platformRevenue } from "@/lib/ledger/accounts";
import { settleBill, type Settlement } from "@/lib/payments/settlement";
import { CONFIRMED_STATUSES } from "@/lib/shared/ticket-statuses";
import { partPerPassenger } from "./split-sale";

export async function applyInstallmentPayment(
  tx: Db,
  bill: Bill,
  payment: Payment,
  settlement: Settlement,
  now = new Date(),
): Promise<boolean> {
  if (!bill.installmentId) throw new Error(`installment bill ${bill.id} names no installment`);
  const head = await tx.reservationInstallment.findUniqueOrThrow({
    where: { id: bill.installmentId },
    select: { reservationId: true },
  });
  await tx.$queryRaw`SELECT id FROM "Reservation" WHERE id = ${head.reservationId} FOR UPDATE`;
  const [row] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "ReservationInstallment" WHERE id = ${bill.installmentId} FOR UPDATE`;
  const installment = await tx.reservationInstallment.findUniqueOrThrow({
    where: { id: row.id },
    include: {
      reservation: {
        select: {
          id: true,
          sellerId: true,
          trackingId: true,
          tour: { select: { title: true } },
          passengers: {
            where: { status: { in: [...CONFIRMED_STATUSES] } },
            select: { id: true, totalPrice: true, discountPrice: true },
            orderBy: { id: "asc" },
          },
        },
      },
    },
  });
  const { reservation } = installment;
  const settle = async () => {
    await settleBill(tx, bill, { ...settlement, type: "InstallmentPayment" }, [
      { account: platformRevenue, amount: installment.commission },
    ]);
    if (reservation.sellerId && installment.sellerShare > 0n)
      await postSellerCommission(tx, {
        billId: bill.id,
        leaderId: bill.beneficiaryId,
        sellerId: reservation.sellerId,
        amount: installment.sellerShare,
        description: `پورسانت قسط ${installment.sequence.toLocaleString("fa-IR")} بلیت ${reservation.trackingId} (${reservation.tour.title})`,
      });
  };
  // finalize may run onPaid again for a paid bill: the postings are keyed, nothing else repeats.
  if (installment.billId === bill.id) {
    await settle();
    return true;
  }
  if (installment.status !== "Due" || reservation.passengers.length === 0 || bill.amount !== installment.amount)
    return false;
  await tx.reservationInstallment.update({
    where: { id: installment.id },
    data: {
      status: "Paid",
      paidAt: now,
      paidVia: payment.method === "C2C" ? "C2C" : payment.method === "Credit" ? "Credit" : "Online",
      billId: bill.id,
      openBillId: installment.openBillId === bill.id ? null : installment.openBillId,
    },
    select: { id: true },
  });
  await addToPassengers(tx, reservation.passengers, installment);
  await settle();
  return true;
}

/** The passengers' paid/commission/sellerShare grow by one part (weights: each passenger's full ticket price). */
export async function addToPassengers(
  tx: Db,
  passengers: { id: number; totalPrice: bigint; discountPrice: bigint }[],
  part: { amount: bigint; commission: bigint; sellerShare: bigint },
) {
  const shares = partPerPassenger(
    passengers.map((p) => p.totalPrice - p.discountPrice),
    part,
  );
  for (const [i, p] of passengers.entries())
    await tx.passenger.update({
      where: { id: p.id },
      data: {
        paid: { increment: shares[i].paid },
        commission: { increment: shares[i].commission },
        sellerShare: { increment: shares[i].sellerShare },
      },
      select: { id: true },
    });
}
