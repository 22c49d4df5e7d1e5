// The oversell guard under concurrency: many buyers at once never push a counter past capacity.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/tests/helpers/factories";
import {
  claimDiscountUse,
  claimExtraItem,
  claimSessionPlaces,
  claimVehiclePlaces,
  releaseSessionPlaces,
} from "./claim-capacity";
import { createTour } from "./create-tour";
import { tourPayloadSchema } from "./schemas";
import { sessionInput, tourPayload } from "./testing/tour-fixtures";

async function tour() {
  const { user } = await createUser();
  const payload = tourPayloadSchema.parse(await tourPayload({ sessions: [sessionInput(10, { capacity: 5 })] }));
  const { id } = await createTour(user.id, payload);
  return prisma.tour.findUniqueOrThrow({
    where: { id },
    include: { sessions: { include: { vehicles: true } }, extraItems: true, discounts: true },
  });
}

describe("capacity claims", () => {
  it("sells exactly the capacity of a session when 12 buyers come at once", async () => {
    const { sessions } = await tour();
    const results = await Promise.all(Array.from({ length: 12 }, () => claimSessionPlaces(prisma, sessions[0].id, 1)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: sessions[0].id } })).bookedCount).toBe(5);
    expect(await claimSessionPlaces(prisma, sessions[0].id, 1)).toBe(false);
    expect(await releaseSessionPlaces(prisma, sessions[0].id, 2)).toBe(true);
    expect(await claimSessionPlaces(prisma, sessions[0].id, 3)).toBe(false);
    expect(await claimSessionPlaces(prisma, sessions[0].id, 2)).toBe(true);
    await expect(claimSessionPlaces(prisma, sessions[0].id, 0)).rejects.toThrow();
  });

  it("counts closed seats against a vehicle, and guards extra items and discount codes", async () => {
    const t = await tour();
    const vehicle = t.sessions[0].vehicles[0];
    await prisma.vehicleClosedSeat.createMany({
      data: [1, 2, 3, 4].map((seatNumber) => ({ vehicleId: vehicle.id, seatNumber })),
    });
    expect(await claimVehiclePlaces(prisma, vehicle.id, 40)).toBe(true);
    expect(await claimVehiclePlaces(prisma, vehicle.id, 1)).toBe(false);

    const item = t.extraItems[0];
    const sold = await Promise.all(Array.from({ length: 15 }, () => claimExtraItem(prisma, item.id, 1)));
    expect(sold.filter(Boolean)).toHaveLength(item.capacity);

    const discount = t.discounts[0];
    const used = await Promise.all(Array.from({ length: 8 }, () => claimDiscountUse(prisma, discount.id)));
    expect(used.filter(Boolean)).toHaveLength(discount.capacity);
    await prisma.tourDiscount.update({
      where: { id: discount.id },
      data: { usedCount: 0, endTime: new Date(Date.now() - 1000) },
    });
    expect(await claimDiscountUse(prisma, discount.id)).toBe(false);
  });
});
