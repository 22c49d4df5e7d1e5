import "server-only";
// Who may check passengers in: the tour's leader and the tour's collaborators (TourCollaborator,
// added by the leader; lib/affiliates/add-collaborator.ts), nobody else. Anyone else's session, or a
// session of a deleted tour, is a 404 without saying that it exists (docs/architecture.md, "Ownership").
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

export async function findCheckInSession(userId: number, sessionId: number) {
  const session = await prisma.tourSession.findFirst({
    where: {
      id: sessionId,
      tour: { deletedAt: null, OR: [{ leaderId: userId }, { collaborators: { some: { userId } } }] },
    },
    select: {
      id: true,
      tourId: true,
      startTime: true,
      tour: { select: { title: true } },
      vehicles: { orderBy: { id: "asc" }, select: { id: true, vehicleType: true, capacity: true } },
    },
  });
  if (!session) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return session;
}

export type CheckInSession = Awaited<ReturnType<typeof findCheckInSession>>;
