import "server-only";
// GET /api/tour/{tourId}/check-in/sessions: where a collaborator (who has no tour report) picks the
// session to check in; the leader may use it too. Boarded / expected count paid tickets only.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { CONFIRMED_STATUSES } from "@/lib/shared/ticket-statuses";

export async function listCheckInSessions(userId: number, tourId: number) {
  const tour = await prisma.tour.findFirst({
    where: { id: tourId, deletedAt: null, OR: [{ leaderId: userId }, { collaborators: { some: { userId } } }] },
    select: {
      id: true,
      title: true,
      sessions: { orderBy: { startTime: "asc" }, select: { id: true, startTime: true, endTime: true } },
    },
  });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const sessionIds = tour.sessions.map((s) => s.id);
  const paid = { sessionId: { in: sessionIds }, status: { in: [...CONFIRMED_STATUSES] } };
  const [expected, boarded] = await Promise.all([
    prisma.passenger.groupBy({ by: ["sessionId"], where: paid, _count: { _all: true } }),
    prisma.passenger.groupBy({
      by: ["sessionId"],
      where: { ...paid, checkIn: { isNot: null } },
      _count: { _all: true },
    }),
  ]);
  const count = (rows: typeof expected, id: number) => rows.find((r) => r.sessionId === id)?._count._all ?? 0;
  return {
    tourId: tour.id,
    title: tour.title,
    sessions: tour.sessions.map((s) => ({ ...s, boarded: count(boarded, s.id), expected: count(expected, s.id) })),
  };
}
