// Issue 22, item 4: a value a person typed is refused with a Persian message naming the field, never
// lowered to what fits; and a session's capacity bounds its seat map (a 2-person session on a
// 44-seat bus offers no seat once 2 are sold, and the reservation refuses a third).
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { PRODUCT_MESSAGES } from "@/lib/products/messages";
import { tourPayload } from "@/lib/tours/testing/tour-fixtures";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { createSellingTour, passenger, reserve, sessionInput, validNationalId } from "./testing/fixtures";

describe("out-of-range values are refused, not changed", () => {
  it("a refund penalty of 150% and a discount of 150%: 400 naming the fields in Persian, nothing saved", async () => {
    const leader = await createUser();
    const before = await prisma.tour.count({ where: { leaderId: leader.user.id } });
    const penalty = await api("POST", "/api/Tour", {
      token: leader.token,
      body: await tourPayload({ refundRules: [{ daysBefore: 7, penaltyPercent: 150 }] }),
    });
    expect(penalty.status).toBe(400);
    expect(penalty.body.errors.join(" ")).toContain("درصد جریمه");
    const discount = await api("POST", "/api/Tour", {
      token: leader.token,
      body: await tourPayload({
        tourDiscounts: [{ code: "OFF150", capacity: 5, percent: 150, price: null, endTime: null }],
      }),
    });
    expect(discount.status).toBe(400);
    expect(discount.body.errors.join(" ")).toMatch(/کدهای تخفیف › ردیف ۱ › درصد/);
    for (const res of [penalty, discount]) expect(res.body.errors.join(" ")).not.toMatch(/[A-Za-z]/);
    expect(await prisma.tour.count({ where: { leaderId: leader.user.id } })).toBe(before);
  });

  it("a product order of 50 when 10 are left: refused (409, Persian), nothing held, no bill", async () => {
    const owner = await createUser();
    const product = await api("POST", "/api/Product", {
      token: owner.token,
      body: {
        title: "کوله",
        registrationEndTime: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        capacity: 10,
        price: 100_000,
        description: "—",
        showInWebsite: true,
      },
    });
    expect(product.status).toBe(200);
    const bills = await prisma.bill.count({ where: { beneficiaryId: owner.user.id } });
    const body = {
      firstName: "سارا",
      lastName: "کریمی",
      mobile: uniqueMobile(),
      nationalId: validNationalId(),
      orderCount: 50,
      paymentMethod: "Online",
    };
    const res = await api("POST", `/api/product/${product.body.id}/reservation`, { body });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([PRODUCT_MESSAGES.outOfStock]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: product.body.id } })).soldCount).toBe(0);
    expect(await prisma.bill.count({ where: { beneficiaryId: owner.user.id } })).toBe(bills);
  });
});

describe("a session's capacity bounds its seat map", () => {
  it("2 places on a 44-seat bus: after 2 are taken no seat is free and a third is refused", async () => {
    const { tour, session } = await createSellingTour({
      refundRules: [],
      tourDiscounts: [],
      sessions: [sessionInput(20, { capacity: 2 })],
    });
    const bus = session.vehicles[0];
    const seats = () => api("GET", `/api/Tour/${tour.id}/vehicle/${bus.id}/seats`);
    const fresh = await seats();
    expect(fresh.body.placesLeft).toBe(2);
    expect(fresh.body.seats.filter((s: { state: string }) => s.state === "free")).toHaveLength(44);

    const two = await reserve(tour.id, session.id, {
      passengers: [passenger({ vehicleId: bus.id, seat: 1 }), passenger({ vehicleId: bus.id, seat: 2 })],
    });
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    const full = await seats();
    expect(full.body.placesLeft).toBe(0);
    expect(full.body.seats.filter((s: { state: string }) => s.state === "free")).toEqual([]);
    expect(
      full.body.seats
        .filter((s: { state: string }) => s.state === "taken")
        .map((s: { seatNumber: number }) => s.seatNumber),
    ).toEqual([1, 2]);

    const third = await reserve(tour.id, session.id, {
      passengers: [passenger({ vehicleId: bus.id, seat: 3, mobile: uniqueMobile() })],
    });
    expect(third.status).toBeGreaterThanOrEqual(400);
    expect(third.status).toBeLessThan(500);
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } })).bookedCount).toBe(2);
  });
});
