import "server-only";
// PUT /api/operator/tours/{tourId}/moderation and DELETE (lift): an operator hides or suspends a
// published tour with a reason. The tour leaves every public page, list and sale (each public reader
// filters `moderation: null`: lib/tours/get-public-tour.ts, lib/tours/live-places.ts, the site's and the
// affiliates' lists), while tickets already sold stay valid: the ticket calls find a reservation by
// its mobile and tracking id, never through the public tour.
// The change and its audit row commit together; then the public caches are expired on every
// instance and the leader gets an SMS (and sees the reason on their tour list).
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import type { TourModeration } from "@/lib/db/generated/enums";
import { notFound, unprocessable } from "@/lib/http/errors";
import { sendSms } from "@/lib/sms/send-sms";
import {
  expirePublicTourCache,
  expireSiteOfLeader,
  leaderOpenToursTag,
  publicTourTag,
} from "@/lib/tours/public-tour-cache";
import { MODERATION_MESSAGES as M } from "./messages";

const moderationSelect = {
  id: true,
  title: true,
  leaderId: true,
  moderation: true,
  moderationReason: true,
  moderatedAt: true,
  leader: { select: { mobile: true } },
} as const;

function expirePublic(tour: { id: number; leaderId: number }) {
  expirePublicTourCache(publicTourTag(tour.id), leaderOpenToursTag(tour.leaderId));
  expireSiteOfLeader(tour.leaderId);
}

function view(tour: {
  id: number;
  moderation: TourModeration | null;
  moderationReason: string | null;
  moderatedAt: Date | null;
}) {
  return {
    id: tour.id,
    moderation: tour.moderation,
    moderationReason: tour.moderationReason,
    moderatedAt: tour.moderatedAt,
  };
}

export async function moderateTour(
  operatorId: number,
  tourId: number,
  input: { moderation: TourModeration; moderationReason: string },
  now = new Date(),
) {
  const tour = await prisma.$transaction(async (tx) => {
    const before = await tx.tour.findFirst({
      where: { id: tourId, isDraft: false, deletedAt: null },
      select: moderationSelect,
    });
    if (!before) throw notFound(M.tourNotFound, "tour_not_found");
    const after = await tx.tour.update({
      where: { id: tourId },
      data: {
        moderation: input.moderation,
        moderationReason: input.moderationReason,
        moderatedAt: now,
        moderatedById: operatorId,
      },
      select: moderationSelect,
    });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "tour.moderate",
      entityType: "Tour",
      entityId: tourId,
      targetUserId: before.leaderId,
      before: view(before),
      after: view(after),
    });
    return after;
  });
  expirePublic(tour);
  await sendSms(
    { to: tour.leader.mobile, text: M.smsModerated(input.moderation, tour.title, input.moderationReason) },
    { wait: false },
  );
  return view(tour);
}

export async function liftTourModeration(operatorId: number, tourId: number) {
  const tour = await prisma.$transaction(async (tx) => {
    const before = await tx.tour.findFirst({
      where: { id: tourId, isDraft: false, deletedAt: null },
      select: moderationSelect,
    });
    if (!before) throw notFound(M.tourNotFound, "tour_not_found");
    if (!before.moderation) throw unprocessable(M.notModerated, "tour_not_moderated");
    const after = await tx.tour.update({
      where: { id: tourId },
      data: { moderation: null, moderationReason: null, moderatedAt: null, moderatedById: null },
      select: moderationSelect,
    });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "tour.liftModeration",
      entityType: "Tour",
      entityId: tourId,
      targetUserId: before.leaderId,
      before: view(before),
      after: view(after),
    });
    return after;
  });
  expirePublic(tour);
  await sendSms({ to: tour.leader.mobile, text: M.smsLifted(tour.title) }, { wait: false });
  return view(tour);
}
