import "server-only";
// GET /api/installments/{installmentId}/pay?token=: the browser goes to the gateway for exactly that
// installment. One bill is open per installment at a time (`openBillId`, unique): a second click or
// tab while it is open gets the same bill, whose own lock lets one gateway payment pay it (a second
// one that was captured is owed back, docs/money.md); a bill past its time is expired first and a new
// one made. Lock order as the payment's: the open bill, then the installment row. A paid installment
// sends the browser to the ticket page.
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { lockBill, releaseBill } from "@/lib/payments/bill-state";
import { createBill } from "@/lib/payments/create-bill";
import { startOnlinePayment } from "@/lib/payments/start-online-payment";
import { INSTALLMENT_MESSAGES as M } from "./messages";
import { payTokenValid } from "./pay-token";
import { ticketPageUrl } from "./ticket-page-url";

/** Where the browser goes: the gateway (a new request for the open bill), or the ticket page of a paid installment. */
export async function startInstallmentPayment(
  installmentId: number,
  token: string,
  origin?: string,
  now = new Date(),
): Promise<string> {
  if (!payTokenValid(installmentId, token)) throw notFound(M.installmentNotFound, "installment_not_found");
  for (let attempt = 0; ; attempt++) {
    const seen = await prisma.reservationInstallment.findUnique({
      where: { id: installmentId },
      select: { openBillId: true },
    });
    if (!seen) throw notFound(M.installmentNotFound, "installment_not_found");
    const location = await prisma.$transaction(async (tx): Promise<{ page: string } | { billId: string } | null> => {
      const open = seen.openBillId ? await lockBill(tx, seen.openBillId) : null;
      await tx.$queryRaw`SELECT id FROM "ReservationInstallment" WHERE id = ${installmentId} FOR UPDATE`;
      const row = await tx.reservationInstallment.findUniqueOrThrow({
        where: { id: installmentId },
        include: {
          reservation: {
            select: {
              billId: true,
              trackingId: true,
              buyerMobile: true,
              passengers: { select: { firstName: true, lastName: true }, orderBy: { id: "asc" }, take: 1 },
              tour: { select: { leaderId: true, title: true } },
            },
          },
        },
      });
      // Another request changed the open bill between the read and the locks: read again.
      if (row.openBillId !== seen.openBillId) return null;
      const r = row.reservation;
      if (row.status === "Paid") return { page: ticketPageUrl(r.tour.leaderId, r.trackingId, r.buyerMobile, origin) };
      if (row.status === "Cancelled") throw unprocessable(M.installmentCancelled, "installment_cancelled");
      // The down payment is the reservation's own bill.
      if (row.sequence === 0) return { billId: r.billId! };
      if (open && open.status === "Pending" && open.expiresAt > now) return { billId: open.id };
      if (open && open.status === "Pending") await releaseBill(tx, open, "Expired", now);
      const buyer = r.passengers[0];
      const bill = await createBill(tx, {
        purpose: "ReservationInstallment",
        amount: row.amount,
        method: "Online",
        payerMobile: r.buyerMobile,
        payerName: buyer ? `${buyer.firstName} ${buyer.lastName}` : undefined,
        beneficiaryId: r.tour.leaderId,
        description: `قسط ${row.sequence.toLocaleString("fa-IR")} بلیت تور «${r.tour.title}»`,
        reference: r.trackingId,
        installmentId: row.id,
        now,
      });
      await tx.reservationInstallment.update({
        where: { id: row.id },
        data: { openBillId: bill.billId },
        select: { id: true },
      });
      return { billId: bill.billId };
    });
    if (location && "page" in location) return location.page;
    if (location) return (await startOnlinePayment(location.billId, now, origin)).redirectUrl;
    if (attempt >= 5) throw new Error(`installment ${installmentId}: its open bill kept changing`);
  }
}
