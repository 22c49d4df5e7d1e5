import "server-only";
// POST /api/Tour/{tourId}/survey: after the tour, each passenger of its ended sessions (paid or
// offline tickets) gets a link to the vote form on the tour's public page, with the leader's note.
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { CONFIRMED_STATUSES } from "@/lib/reservations/statuses";
import { MESSAGING_MESSAGES as M } from "./messages";
import { queueGroupMessage } from "./queue-group-message";

export async function sendTourSurvey(leaderId: number, tourId: number, body: { survey?: string }, now = new Date()) {
  const tour = await prisma.tour.findFirst({
    where: { id: tourId, leaderId, deletedAt: null },
    select: { id: true, title: true },
  });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const ended = await prisma.tourSession.findMany({ where: { tourId, endTime: { lte: now } }, select: { id: true } });
  if (!ended.length) throw unprocessable(M.noEndedSession, "tour_not_ended");
  const rows = await prisma.passenger.findMany({
    where: {
      sessionId: { in: ended.map((s) => s.id) },
      reservation: { tourId },
      status: { in: [...CONFIRMED_STATUSES] },
    },
    distinct: ["mobile"],
    select: { mobile: true },
  });
  const url = `${env.publicUrl}/${leaderId}/tour/${tourId}#vote-title`;
  return queueGroupMessage(leaderId, {
    kind: "Survey",
    tourId,
    text: M.surveyText(tour.title, url, body.survey),
    recipients: rows.map((r) => r.mobile),
  });
}
