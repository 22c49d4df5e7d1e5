import { expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { createUser } from "@/tests/helpers/factories";
import { seedDemoSales } from "./seed-sales";
import { counterMismatches, createSellingTour } from "./testing/fixtures";

it("seeds paid demo reservations once per tour", async () => {
  const operator = await createUser({ role: "Operator" });
  const { tour } = await createSellingTour({ tourDiscounts: [] });
  expect(await seedDemoSales({ operatorMobile: operator.user.mobile, tourIds: [tour.id] })).toEqual({
    reservations: 2,
  });
  const reservations = await prisma.reservation.findMany({ where: { tourId: tour.id } });
  expect(reservations.map((r) => r.status)).toEqual(["ConfirmedCard2CardPayment", "ConfirmedCard2CardPayment"]);
  expect(await seedDemoSales({ operatorMobile: operator.user.mobile, tourIds: [tour.id] })).toEqual({
    reservations: 0,
  });
  expect(await counterMismatches(tour.id)).toEqual([]);
  expect(await checkLedgerInvariants(prisma)).toEqual([]);
});
