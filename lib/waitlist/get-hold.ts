import "server-only";
// GET /api/waitlist/hold/{token}: what an offer's SMS link holds, for the page that leads into the
// reserve steps: the tour and session, the places and until when (or that it lapsed or was used).
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { WAITLIST_MESSAGES as M } from "./messages";

export async function getHold(token: string, now = new Date()) {
  const entry = await prisma.waitlistEntry.findUnique({
    where: { token },
    select: {
      places: true,
      status: true,
      holdExpiresAt: true,
      sessionId: true,
      session: { select: { startTime: true, tour: { select: { id: true, leaderId: true, title: true } } } },
    },
  });
  if (!entry) throw notFound(M.holdNotFound, "hold_not_found");
  const active = entry.status === "Offered" && !!entry.holdExpiresAt && entry.holdExpiresAt > now;
  const { tour } = entry.session;
  return {
    active,
    status: entry.status,
    places: entry.places,
    holdExpiresAt: entry.holdExpiresAt!,
    sessionId: entry.sessionId,
    startTime: entry.session.startTime,
    tourId: tour.id,
    leaderId: tour.leaderId,
    tourTitle: tour.title,
  };
}
