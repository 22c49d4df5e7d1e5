import "server-only";
// A leader's installment under its ticket's lock, then its own (the payment's order after the bill):
// another leader's (or an unknown) id answers 404.
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { INSTALLMENT_MESSAGES as M } from "./messages";

export async function lockLeaderInstallment(tx: Db, leaderId: number, installmentId: number) {
  const owned = await tx.reservationInstallment.findFirst({
    where: { id: installmentId, reservation: { tour: { leaderId } } },
    select: { reservationId: true },
  });
  if (!owned) throw notFound(M.installmentNotFound, "installment_not_found");
  await tx.$queryRaw`SELECT id FROM "Reservation" WHERE id = ${owned.reservationId} FOR UPDATE`;
  await tx.$queryRaw`SELECT id FROM "ReservationInstallment" WHERE id = ${installmentId} FOR UPDATE`;
  return tx.reservationInstallment.findUniqueOrThrow({
    where: { id: installmentId },
    include: {
      reservation: {
        select: {
          id: true,
          createdAt: true,
          sellerId: true,
          trackingId: true,
          tour: { select: { title: true } },
          session: { select: { startTime: true } },
        },
      },
    },
  });
}
