import "server-only";
// POST /api/tour/{tourId}/session/{sessionId}/waitlist ("خبرم کن"): a mobile and a number of places
// join the end of a session's line. Only while the session cannot sell that many (otherwise the
// buyer is told to buy now) and its registration is open; one live entry per mobile and session
// (the unique activeKey); never more places than the session holds at all. Nothing is sent now: the
// first SMS is the offer (offer-freed-places.ts). The entry keeps the host it was asked on when that is the tour
// leader's own active sale website (`site`, lib/websites/buying-origin.ts), so the offer links back there.
import { prisma } from "@/lib/db/client";
import { conflict, notFound, unprocessable } from "@/lib/http/errors";
import { placesLeft } from "@/lib/shared/places-left";
import { MAX_WAITLIST_ENTRIES } from "./constants";
import { WAITLIST_MESSAGES as M } from "./messages";
import type { JoinWaitlistBody } from "./schemas";

export async function joinWaitlist(input: {
  tourId: number;
  sessionId: number;
  body: JoinWaitlistBody;
  site?: { leaderId: number; origin: string } | null;
  now?: Date;
}) {
  const { tourId, sessionId, body } = input;
  const now = input.now ?? new Date();
  const session = await prisma.tourSession.findFirst({
    where: { id: sessionId, tourId, tour: { isDraft: false, deletedAt: null, leader: { deletedAt: null } } },
    select: {
      capacity: true,
      bookedCount: true,
      heldCount: true,
      endTime: true,
      registrationEndTime: true,
      tour: { select: { status: true, registrationOpen: true, leaderId: true } },
    },
  });
  if (!session) throw notFound(M.sessionNotFound, "session_not_found");
  const open =
    session.tour.status === "Enabled" &&
    session.tour.registrationOpen &&
    (session.registrationEndTime ?? session.endTime) > now &&
    session.endTime > now;
  if (!open) throw unprocessable(M.closed, "registration_closed");
  // More than the whole capacity could never be offered: the entry would wait for ever.
  if (body.places > session.capacity) throw unprocessable(M.overCapacity(session.capacity), "waitlist_over_capacity");
  if (placesLeft(session.capacity, session.bookedCount + session.heldCount) >= body.places)
    throw unprocessable(M.notFull, "waitlist_not_full");
  const live = await prisma.waitlistEntry.count({ where: { sessionId, status: { in: ["Waiting", "Offered"] } } });
  if (live >= MAX_WAITLIST_ENTRIES) throw conflict(M.full, "waitlist_full");
  const last = await prisma.waitlistEntry.aggregate({ where: { sessionId }, _max: { position: true } });
  try {
    const entry = await prisma.waitlistEntry.create({
      data: {
        sessionId,
        mobile: body.mobile,
        places: body.places,
        position: (last._max.position ?? 0) + 1,
        activeKey: `${sessionId}:${body.mobile}`,
        saleOrigin: input.site?.leaderId === session.tour.leaderId ? input.site.origin : null,
      },
      select: { id: true },
    });
    const ahead = await prisma.waitlistEntry.count({
      where: { sessionId, status: { in: ["Waiting", "Offered"] }, id: { lt: entry.id } },
    });
    return { id: entry.id, ahead };
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw conflict(M.alreadyIn, "waitlist_already_in");
    throw error;
  }
}
