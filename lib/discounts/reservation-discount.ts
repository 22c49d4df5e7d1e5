import "server-only";
// A discount code at reservation: the tour's own code (TourDiscount) or a code of a campaign
// chosen for the tour (DiscountCode). Both are counted once per reservation with a conditional
// update (`usedCount + 1 <= capacity`) inside the reservation's transaction, and given back by
// releaseReservationDiscount when the reservation is released unpaid.
import type { Db } from "@/lib/db/client";
import { conflict, unprocessable } from "@/lib/http/errors";
import { normalizeDiscountCode } from "./codes";
import { DISCOUNT_MESSAGES as M } from "./messages";

export interface FoundDiscount {
  tourDiscountId: number | null;
  campaignCodeId: number | null;
  code: string;
  percent: number | null;
  price: bigint | null;
  endTime: Date | null;
  capacity: number;
  usedCount: number;
  active: boolean;
}

/** The code as the tour sees it, or null when neither the tour nor its campaigns have it. */
export async function lookupDiscountCode(
  db: Db,
  tour: { id: number; leaderId: number },
  typed: string,
): Promise<FoundDiscount | null> {
  const own = await db.tourDiscount.findFirst({
    where: { tourId: tour.id, code: { equals: typed.trim(), mode: "insensitive" } },
    orderBy: { id: "asc" },
  });
  if (own)
    return {
      tourDiscountId: own.id,
      campaignCodeId: null,
      code: own.code,
      percent: own.percent,
      price: own.price,
      endTime: own.endTime,
      capacity: own.capacity,
      usedCount: own.usedCount,
      active: true,
    };
  const code = await db.discountCode.findFirst({
    where: {
      leaderId: tour.leaderId,
      code: normalizeDiscountCode(typed),
      campaign: { deletedAt: null, tours: { some: { tourId: tour.id } } },
    },
    include: { campaign: { select: { percent: true, price: true, endTime: true, isActive: true } } },
  });
  if (!code) return null;
  const c = code.campaign;
  return {
    tourDiscountId: null,
    campaignCodeId: code.id,
    code: code.code,
    percent: c.percent,
    price: c.price,
    endTime: c.endTime,
    capacity: code.capacity,
    usedCount: code.usedCount,
    active: c.isActive,
  };
}

/** The code for a reservation, checked for the tour, activity, expiry and what is left (else a Persian refusal). */
export async function findReservationDiscount(
  db: Db,
  tour: { id: number; leaderId: number },
  typed: string,
  now: Date,
): Promise<FoundDiscount> {
  const found = await lookupDiscountCode(db, tour, typed);
  if (!found) throw unprocessable(M.unknown, "discount_unknown");
  if (!found.active) throw unprocessable(M.inactive, "discount_inactive");
  if (found.endTime && found.endTime <= now) throw unprocessable(M.expired, "discount_expired");
  if (found.usedCount >= found.capacity) throw conflict(M.usedUp, "discount_used_up");
  return found;
}

/** Counts the use; under concurrency only `capacity` reservations pass (the rest roll back with a 409). */
export async function claimReservationDiscount(tx: Db, discount: FoundDiscount, now: Date) {
  const ok = discount.campaignCodeId
    ? await tx.$executeRaw`
        UPDATE "DiscountCode" d SET "usedCount" = d."usedCount" + 1
        FROM "DiscountCampaign" c
        WHERE d.id = ${discount.campaignCodeId} AND c.id = d."campaignId" AND d."usedCount" + 1 <= d.capacity
          AND c."isActive" AND c."deletedAt" IS NULL AND c."endTime" > ${now}`
    : await tx.$executeRaw`
        UPDATE "TourDiscount" SET "usedCount" = "usedCount" + 1
        WHERE id = ${discount.tourDiscountId} AND "usedCount" + 1 <= capacity AND ("endTime" IS NULL OR "endTime" > ${now})`;
  if (ok !== 1) throw conflict(M.usedUp, "discount_used_up");
}

/** Gives a released (never paid) reservation's code use back. */
export async function releaseReservationDiscount(
  tx: Db,
  reservation: { discountId: number | null; campaignCodeId: number | null },
) {
  if (reservation.discountId) {
    await tx.$executeRaw`UPDATE "TourDiscount" SET "usedCount" = "usedCount" - 1 WHERE id = ${reservation.discountId} AND "usedCount" > 0`;
  }
  if (reservation.campaignCodeId) {
    await tx.$executeRaw`UPDATE "DiscountCode" SET "usedCount" = "usedCount" - 1 WHERE id = ${reservation.campaignCodeId} AND "usedCount" > 0`;
  }
}
