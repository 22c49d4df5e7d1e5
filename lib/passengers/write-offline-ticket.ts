import "server-only";
// The row of a leader-entered (offline) ticket and what it holds, written inside the caller's
// transaction under the tour's row lock: shared by the add and the edit (which first released the
// old hold). With OfflinePlusCommission the platform's commission on totalPay is charged to the
// leader's wallet in the same transaction (OfflineSalesCommission); an edit charges only the rise.
import type { Db } from "@/lib/db/client";
import { conflict } from "@/lib/http/errors";
import { platformRevenue, wallet } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { commissionOn } from "@/lib/reservations/pricing";
import { activeNationalKey } from "@/lib/reservations/statuses";
import { newTrackingId } from "@/lib/reservations/tracking-id";
import { claimHold, resolveHold } from "./holds";
import { PASSENGER_MESSAGES as M } from "./messages";
import type { OfflinePassengerInput } from "./schemas";

async function freshTrackingId(tx: Db): Promise<string> {
  for (;;) {
    const id = newTrackingId();
    if (!(await tx.reservation.count({ where: { trackingId: id } }))) return id;
  }
}

/** Writes the ticket's row and claims its hold; shared by add and edit (which released the old one). */
export async function writeOfflineTicket(
  tx: Db,
  tourId: number,
  leaderId: number,
  body: OfflinePassengerInput,
  reservationId: number | null,
  now: Date,
) {
  const hold = await resolveHold(tx, tourId, {
    sessionId: body.sessionId,
    vehicleId: body.vehicleId,
    seat: body.seat,
    extras: body.extraItems,
  });
  const key = activeNationalKey(hold.sessionId, body.nationalId);
  const existing = await tx.passenger.findFirst({ where: { activeNationalKey: key }, select: { reservationId: true } });
  if (existing && existing.reservationId !== reservationId) throw conflict(M.alreadyRegistered, "already_registered");

  const totalPay = BigInt(body.totalPay ?? 0);
  const method = body.paymentMethod ?? "Offline";
  const extrasPrice = hold.extras.reduce((s, e) => s + e.unitPrice * BigInt(e.number), 0n);
  const commission = method === "OfflinePlusCommission" ? commissionOn(totalPay) : 0n;
  const reservationData = {
    sessionId: hold.sessionId,
    buyerMobile: body.mobile,
    buyerEmail: body.email ?? null,
    buyerPhone: body.phone ?? null,
    totalPrice: totalPay,
    amount: totalPay,
    paymentMethod: method,
    status: "OfflinePayment" as const,
  };
  const reservation = reservationId
    ? await tx.reservation.update({
        where: { id: reservationId },
        data: reservationData,
        select: { id: true, trackingId: true },
      })
    : await tx.reservation.create({
        data: { ...reservationData, trackingId: await freshTrackingId(tx), tourId, createdAt: now },
        select: { id: true, trackingId: true },
      });

  const passengerData = {
    sessionId: hold.sessionId,
    firstName: body.name,
    lastName: body.lastName,
    nationalId: body.nationalId,
    mobile: body.mobile,
    gender: body.gender,
    ageGroup: hold.ageGroup,
    email: body.email ?? null,
    phone: body.phone ?? null,
    description: body.description ?? null,
    vehicleId: hold.vehicleId,
    vehicleType: hold.vehicleType,
    seatNumber: hold.seat,
    basePrice: totalPay,
    vehiclePrice: 0n,
    extrasPrice,
    totalPrice: totalPay,
    discountPrice: 0n,
    paid: totalPay,
    status: "OfflinePayment" as const,
    activeNationalKey: key,
  };
  const current = reservationId
    ? await tx.passenger.findFirst({ where: { reservationId }, select: { id: true, commission: true } })
    : null;
  const passenger = current
    ? await tx.passenger.update({ where: { id: current.id }, data: passengerData, select: { id: true } })
    : await tx.passenger.create({
        data: { ...passengerData, reservationId: reservation.id, commission, createdAt: now },
        select: { id: true },
      });
  await claimHold(tx, passenger.id, hold);

  // The commission is charged once per ticket and amount: an edit charges only what rose.
  const charged = current?.commission ?? 0n;
  if (commission > charged) {
    await postTransaction(tx, {
      type: "OfflineSalesCommission",
      idempotencyKey: `offline:${passenger.id}:commission:${commission}`,
      description: `کارمزد پلتفرم برای مسافر آفلاین (کد پیگیری ${reservation.trackingId})`,
      entries: [
        { account: wallet(leaderId), amount: -(commission - charged) },
        { account: platformRevenue, amount: commission - charged },
      ],
    });
    await tx.passenger.update({ where: { id: passenger.id }, data: { commission }, select: { id: true } });
  }
  return {
    id: passenger.id,
    reservationId: reservation.id,
    trackingId: reservation.trackingId,
    sessionId: hold.sessionId,
    vehicleId: hold.vehicleId,
    seat: hold.seat,
    commission: commission > charged ? commission : charged,
  };
}
