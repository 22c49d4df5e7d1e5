import "server-only";
// The oversell guard for the reservation code: each counter moves only through one conditional
// UPDATE (`count + n <= capacity` in the WHERE clause), so concurrent buyers can never push a
// session, vehicle, extra item or discount code past its capacity, whatever the isolation level.
// Each function answers whether the claim was made. Call them inside the sale's transaction, after
// taking the tour row lock FOR SHARE (see access.ts), so that an edit of the tour cannot interleave.
import type { Db } from "@/lib/db/client";

function assertCount(count: number) {
  if (!Number.isInteger(count) || count < 1) throw new Error(`claim count must be a positive integer, not ${count}`);
}

export async function claimSessionPlaces(db: Db, sessionId: number, count: number): Promise<boolean> {
  assertCount(count);
  const rows = await db.$executeRaw`
    UPDATE "TourSession" SET "bookedCount" = "bookedCount" + ${count}
    WHERE "id" = ${sessionId} AND "bookedCount" + "heldCount" + ${count} <= "capacity"`;
  return rows === 1;
}

/** A vehicle's closed seats are not for sale: they count against its capacity. */
export async function claimVehiclePlaces(db: Db, vehicleId: number, count: number): Promise<boolean> {
  assertCount(count);
  const rows = await db.$executeRaw`
    UPDATE "Vehicle" v SET "bookedCount" = v."bookedCount" + ${count}
    WHERE v."id" = ${vehicleId}
      AND v."bookedCount" + ${count} + (SELECT count(*) FROM "VehicleClosedSeat" c WHERE c."vehicleId" = v."id") <= v."capacity"`;
  return rows === 1;
}

export async function claimExtraItem(db: Db, itemId: number, count: number): Promise<boolean> {
  assertCount(count);
  const rows = await db.$executeRaw`
    UPDATE "TourExtraItem" SET "soldCount" = "soldCount" + ${count}
    WHERE "id" = ${itemId} AND "soldCount" + ${count} <= "capacity"`;
  return rows === 1;
}

/** One use of a tour's discount code, while it has capacity and has not expired. */
export async function claimDiscountUse(db: Db, discountId: number, now = new Date()): Promise<boolean> {
  const rows = await db.$executeRaw`
    UPDATE "TourDiscount" SET "usedCount" = "usedCount" + 1
    WHERE "id" = ${discountId} AND "usedCount" + 1 <= "capacity" AND ("endTime" IS NULL OR "endTime" > ${now})`;
  return rows === 1;
}

/** Gives places back (a cancelled or expired reservation); never below zero. */
export async function releaseSessionPlaces(db: Db, sessionId: number, count: number): Promise<boolean> {
  assertCount(count);
  const rows = await db.$executeRaw`
    UPDATE "TourSession" SET "bookedCount" = "bookedCount" - ${count} WHERE "id" = ${sessionId} AND "bookedCount" >= ${count}`;
  return rows === 1;
}

export async function releaseVehiclePlaces(db: Db, vehicleId: number, count: number): Promise<boolean> {
  assertCount(count);
  const rows = await db.$executeRaw`
    UPDATE "Vehicle" SET "bookedCount" = "bookedCount" - ${count} WHERE "id" = ${vehicleId} AND "bookedCount" >= ${count}`;
  return rows === 1;
}

export async function releaseExtraItem(db: Db, itemId: number, count: number): Promise<boolean> {
  assertCount(count);
  const rows = await db.$executeRaw`
    UPDATE "TourExtraItem" SET "soldCount" = "soldCount" - ${count} WHERE "id" = ${itemId} AND "soldCount" >= ${count}`;
  return rows === 1;
}
