import "server-only";
// POST /api/Tour/{tourId}/sendSms: a text to every passenger of the tour (or one session) whose
// ticket is paid or entered offline, one message per mobile.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { CONFIRMED_STATUSES } from "@/lib/reservations/statuses";
import { queueGroupMessage } from "./queue-group-message";

export async function sendTourSms(leaderId: number, tourId: number, body: { message: string; sessionId?: number }) {
  const tour = await prisma.tour.findFirst({ where: { id: tourId, leaderId, deletedAt: null }, select: { id: true } });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  if (body.sessionId && !(await prisma.tourSession.count({ where: { id: body.sessionId, tourId } })))
    throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const rows = await prisma.passenger.findMany({
    where: {
      reservation: { tourId },
      status: { in: [...CONFIRMED_STATUSES] },
      ...(body.sessionId ? { sessionId: body.sessionId } : {}),
    },
    distinct: ["mobile"],
    select: { mobile: true },
  });
  return queueGroupMessage(leaderId, {
    kind: "TourPassengers",
    tourId,
    text: body.message,
    recipients: rows.map((r) => r.mobile),
  });
}
