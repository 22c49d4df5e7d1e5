import "server-only";
// POST /api/tour/{tourId}/vote: feedback after the tour, by a national id that held a paid ticket
// on one of its sessions that has ended; once per tour and national id (409 the second time,
// also under concurrency: the unique key decides).
import { prisma } from "@/lib/db/client";
import { conflict, notFound, unprocessable } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { CONFIRMED_STATUSES } from "@/lib/shared/ticket-statuses";
import { VOTE_MESSAGES as M } from "./messages";
import type { VoteBody } from "./schemas";

export async function submitVote(tourId: number, body: VoteBody, now = new Date()) {
  const tour = await prisma.tour.findFirst({
    where: { id: tourId, isDraft: false, deletedAt: null },
    select: { id: true },
  });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const travelled = await prisma.passenger.count({
    where: {
      nationalId: body.nationalId,
      status: { in: [...CONFIRMED_STATUSES] },
      reservation: { tourId, session: { endTime: { lte: now } } },
    },
  });
  if (!travelled) throw unprocessable(M.notTraveller, "not_traveller");
  const created = await prisma.tourVote.createManyAndReturn({
    data: [{ tourId, ...body, comment: body.comment ?? null, createdAt: now }],
    skipDuplicates: true,
    select: { id: true },
  });
  if (!created.length) throw conflict(M.alreadyVoted, "already_voted");
  return { id: created[0].id, tourId, success: true };
}
