import "server-only";
// GET /api/tour/{tourId}/session/{sessionId}/discount/{code}: what a code (the tour's own or one of
// its campaigns') is worth before reserving. Unknown code 404, expired or inactive 422, used up →
// availableCapacity 0 (the page clears it).
import { lookupDiscountCode } from "@/lib/discounts/reservation-discount";
import { DISCOUNT_MESSAGES } from "@/lib/discounts/messages";
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { RESERVATION_MESSAGES as M } from "./messages";
import { placesLeft } from "@/lib/shared/places-left";

export async function getDiscountInfo(tourId: number, sessionId: number, code: string, now = new Date()) {
  const session = await prisma.tourSession.findFirst({
    where: { id: sessionId, tourId, tour: { isDraft: false, deletedAt: null } },
    select: { id: true, tour: { select: { id: true, leaderId: true } } },
  });
  if (!session) throw notFound(M.sessionNotFound, "session_not_found");
  const discount = await lookupDiscountCode(prisma, session.tour, code);
  if (!discount) throw notFound(M.discountUnknown, "discount_unknown");
  if (!discount.active) throw unprocessable(DISCOUNT_MESSAGES.inactive, "discount_inactive");
  if (discount.endTime && discount.endTime <= now) throw unprocessable(M.discountExpired, "discount_expired");
  return {
    code: discount.code,
    availableCapacity: placesLeft(discount.capacity, discount.usedCount),
    price: discount.price,
    percent: discount.percent,
    endTime: discount.endTime,
  };
}
