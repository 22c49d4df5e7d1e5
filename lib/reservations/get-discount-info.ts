import "server-only";
// GET /api/tour/{tourId}/session/{sessionId}/discount/{code}: what a code is worth before
// reserving. Unknown code 404, expired 422, used up → availableCapacity 0 (the page clears it).
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { RESERVATION_MESSAGES as M } from "./messages";

export async function getDiscountInfo(tourId: number, sessionId: number, code: string, now = new Date()) {
  const session = await prisma.tourSession.findFirst({ where: { id: sessionId, tourId, tour: { isDraft: false, deletedAt: null } }, select: { id: true } });
  if (!session) throw notFound(M.sessionNotFound);
  const discount = await prisma.tourDiscount.findFirst({ where: { tourId, code: { equals: code.trim(), mode: "insensitive" } }, orderBy: { id: "asc" } });
  if (!discount) throw notFound(M.discountUnknown);
  if (discount.endTime && discount.endTime <= now) throw unprocessable(M.discountExpired);
  return {
    code: discount.code,
    availableCapacity: Math.max(0, discount.capacity - discount.usedCount),
    price: discount.price,
    percent: discount.percent,
    endTime: discount.endTime,
  };
}
