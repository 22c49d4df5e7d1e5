// Discount campaigns through the route wrapper: every call with good input, bad input (4xx,
// Persian, nothing written), the wrong role (403) and another leader's campaign (404); the tour
// wizard's campaign choice; campaign codes at reservation (counted, refused, given back); and 100
// concurrent reservations with a code of count 5.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { RESERVATION_MESSAGES as RM } from "@/lib/reservations/messages";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { DISCOUNT_MESSAGES as M } from "./messages";

type User = Awaited<ReturnType<typeof createUser>>;
let leader: User;
let other: User;
let affiliate: User;
const DAY = 86_400_000;
const future = (days = 10) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  [leader, other, affiliate] = await Promise.all([createUser(), createUser(), createUser({ role: "Affiliate" })]);
});

const create = (user: User, body: Record<string, unknown>) =>
  api("POST", "/api/Discounts/Create", {
    token: user.token,
    body: { title: "نوروز", isGeneratedBySystem: true, endTime: future(), count: 3, percent: 10, ...body },
  });

describe("POST /api/Discounts/Create", () => {
  it("generates unique, unambiguous single-use codes", async () => {
    const res = await create(leader, { count: 50 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "نوروز",
      isGeneratedBySystem: true,
      count: 50,
      percent: 10,
      price: null,
      totalCount: 50,
      usedCount: 0,
      remainCount: 50,
      isActive: true,
    });
    const codes = await prisma.discountCode.findMany({ where: { campaignId: res.body.id } });
    expect(codes).toHaveLength(50);
    expect(new Set(codes.map((c) => c.code)).size).toBe(50);
    for (const c of codes) {
      expect(c.code).toMatch(/^[A-Z2-9]{8}$/);
      expect(c.code).not.toMatch(/[01OIL]/);
      expect(c.capacity).toBe(1);
    }
  });

  it("keeps a leader's shared code usable count times, upper-cased", async () => {
    const res = await create(leader, {
      isGeneratedBySystem: false,
      code: "yalda 99",
      count: 7,
      percent: undefined,
      price: 50_000,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: "YALDA99", totalCount: 7, price: 50_000, percent: null });
    // The same code twice for one leader: 409, nothing written.
    const before = await prisma.discountCampaign.count({ where: { leaderId: leader.user.id } });
    const again = await create(leader, { isGeneratedBySystem: false, code: "YALDA99", count: 2 });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([M.codeTaken]);
    expect(await prisma.discountCampaign.count({ where: { leaderId: leader.user.id } })).toBe(before);
    // Another leader may use the same word.
    expect((await create(other, { isGeneratedBySystem: false, code: "YALDA99", count: 2 })).status).toBe(200);
  });

  it("refuses bad input in Persian and writes nothing", async () => {
    const before = await prisma.discountCampaign.count();
    const bad = [
      { percent: 10, price: 20_000 },
      { percent: undefined },
      { percent: 0 },
      { percent: 101 },
      { title: "" },
      { count: 0 },
      { count: 1001 },
      { isGeneratedBySystem: false, code: undefined },
      { isGeneratedBySystem: false, code: "a!" },
    ];
    for (const body of bad) {
      const res = await create(leader, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
    const past = await create(leader, { endTime: new Date(Date.now() - DAY).toISOString() });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual([M.endTimePast]);
    expect(await prisma.discountCampaign.count()).toBe(before);
  });

  it("is for leaders only", async () => {
    expect((await create(affiliate, {})).status).toBe(403);
    expect((await api("POST", "/api/Discounts/Create", { body: {} })).status).toBe(401);
  });
});

describe("campaign management calls", () => {
  it("reads, updates, activates, lists codes and deletes; another leader gets 404, an affiliate 403", async () => {
    const { body: c } = await create(leader, { title: "تابستان", count: 4 });
    const get = await api("GET", `/api/Discounts/GetById?id=${c.id}`, { token: leader.token });
    expect(get.status).toBe(200);
    expect(get.body.title).toBe("تابستان");
    expect((await api("GET", `/api/Discounts/GetById?id=${c.id}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/api/Discounts/GetById?id=${c.id}`, { token: affiliate.token })).status).toBe(403);
    expect((await api("GET", `/api/Discounts/GetById?id=abc`, { token: leader.token })).status).toBe(400);

    const body = {
      id: c.id,
      title: "تابستان داغ",
      isGeneratedBySystem: true,
      endTime: future(20),
      count: 6,
      percent: 15,
    };
    const upd = await api("PUT", "/api/Discounts/Update", { token: leader.token, body });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ title: "تابستان داغ", count: 6, totalCount: 6, percent: 15 });
    expect((await api("PUT", "/api/Discounts/Update", { token: other.token, body })).status).toBe(404);
    expect((await api("PUT", "/api/Discounts/Update", { token: affiliate.token, body })).status).toBe(403);
    const badUpd = await api("PUT", "/api/Discounts/Update", { token: leader.token, body: { ...body, price: 30_000 } });
    expect(badUpd.status).toBe(400);
    expect((await prisma.discountCampaign.findUniqueOrThrow({ where: { id: c.id } })).percent).toBe(15);
    const shrink = await api("PUT", "/api/Discounts/Update", { token: leader.token, body: { ...body, count: 2 } });
    expect(shrink.status).toBe(200);
    expect(await prisma.discountCode.count({ where: { campaignId: c.id } })).toBe(2);

    const codes = await api("GET", `/api/Discounts/GetDiscountCodes/${c.id}`, { token: leader.token });
    expect(codes.status).toBe(200);
    expect(codes.body).toMatchObject({ totalCount: 2, usedCount: 0, remainCount: 2 });
    expect(codes.body.discountCodes).toHaveLength(2);
    expect((await api("GET", `/api/Discounts/GetDiscountCodes/${c.id}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/api/Discounts/GetDiscountCodes/${c.id}`, { token: affiliate.token })).status).toBe(403);

    const off = await api("PUT", "/api/Discounts/SetDiscountActivation", {
      token: leader.token,
      body: { id: c.id, isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect(
      (
        await api("PUT", "/api/Discounts/SetDiscountActivation", {
          token: other.token,
          body: { id: c.id, isActive: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api("PUT", "/api/Discounts/SetDiscountActivation", {
          token: affiliate.token,
          body: { id: c.id, isActive: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api("PUT", "/api/Discounts/SetDiscountActivation", { token: leader.token, body: { id: c.id } })).status,
    ).toBe(400);
    expect((await prisma.discountCampaign.findUniqueOrThrow({ where: { id: c.id } })).isActive).toBe(false);

    expect((await api("DELETE", `/api/Discounts/Delete/${c.id}`, { token: other.token })).status).toBe(404);
    expect((await api("DELETE", `/api/Discounts/Delete/${c.id}`, { token: affiliate.token })).status).toBe(403);
    expect((await api("DELETE", `/api/Discounts/Delete/${c.id}`, { token: leader.token })).status).toBe(200);
    expect((await prisma.discountCampaign.findUniqueOrThrow({ where: { id: c.id } })).deletedAt).not.toBeNull();
    expect((await api("DELETE", `/api/Discounts/Delete/${c.id}`, { token: leader.token })).status).toBe(404);
  });

  it("searches the caller's campaigns with the spec's filters, 10 a page", async () => {
    const owner = await createUser();
    for (let i = 0; i < 12; i++) await create(owner, { title: `کمپین ${i}`, count: 1 });
    const { body: gone } = await create(owner, { title: "حذفی", count: 1 });
    await api("DELETE", `/api/Discounts/Delete/${gone.id}`, { token: owner.token });
    const { body: idle } = await create(owner, { title: "خاموش", count: 1 });
    await api("PUT", "/api/Discounts/SetDiscountActivation", {
      token: owner.token,
      body: { id: idle.id, isActive: false },
    });

    const page1 = await api("GET", "/api/Discounts/Get", { token: owner.token });
    expect(page1.status).toBe(200);
    expect(page1.body.result).toHaveLength(10);
    expect(page1.body.totalItemCount).toBe(13);
    expect(page1.body.pageCount).toBe(2);
    const deleted = await api("GET", "/api/Discounts/Get?Resource.IsDeleted=true", { token: owner.token });
    expect(deleted.body.result.map((c: { title: string }) => c.title)).toEqual(["حذفی"]);
    const inactive = await api("GET", "/api/Discounts/Get?Resource.IsActive=false", { token: owner.token });
    expect(inactive.body.result.map((c: { title: string }) => c.title)).toEqual(["خاموش"]);
    const titled = await api("GET", `/api/Discounts/Get?Resource.Title=${encodeURIComponent("کمپین 1")}`, {
      token: owner.token,
    });
    expect(titled.body.totalItemCount).toBe(3);
    const later = await api("GET", `/api/Discounts/Get?Resource.Start=${future(1)}`, { token: owner.token });
    expect(later.body.totalItemCount).toBe(0);
    expect((await api("GET", "/api/Discounts/Get?Resource.Start=nope", { token: owner.token })).status).toBe(400);
    expect((await api("GET", "/api/Discounts/Get", { token: affiliate.token })).status).toBe(403);
    // Another leader sees none of them.
    const stranger = await createUser();
    expect((await api("GET", "/api/Discounts/Get", { token: stranger.token })).body.totalItemCount).toBe(0);
  });
});

describe("campaigns on tours", () => {
  it("checks the wizard's ids, stores the choice as rows and lists them; GetAvailable offers only usable ones", async () => {
    const owner = await createUser();
    const { body: a } = await create(owner, { title: "الف", count: 2 });
    const { body: b } = await create(owner, { title: "ب", count: 2 });
    const { body: off } = await create(owner, { title: "خاموش", count: 2 });
    await api("PUT", "/api/Discounts/SetDiscountActivation", {
      token: owner.token,
      body: { id: off.id, isActive: false },
    });
    const { body: foreign } = await create(other, { title: "بیگانه", count: 2 });

    const available = await api("GET", "/api/Discounts/GetAvailableDiscountCampaigns", { token: owner.token });
    expect(available.status).toBe(200);
    expect(available.body.map((c: { id: number }) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect(available.body[0]).toMatchObject({ isCampaign: true, remainingCapacity: 2 });
    expect((await api("GET", "/api/Discounts/GetAvailableDiscountCampaigns", { token: affiliate.token })).status).toBe(
      403,
    );

    const { tour } = await createSellingTour({ discountCampaignIds: [a.id, b.id] }, owner);
    expect(await prisma.tourDiscountCampaign.count({ where: { tourId: tour.id } })).toBe(2);
    const listed = await api("GET", `/api/Discounts/GetTourDiscounts/${tour.id}`, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((c: { title: string }) => c.title)).toEqual(["الف", "ب"]);
    expect((await api("GET", `/api/Discounts/GetTourDiscounts/${tour.id}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/api/Discounts/GetTourDiscounts/${tour.id}`, { token: affiliate.token })).status).toBe(
      403,
    );

    const edit = await api("GET", `/api/Tour/${tour.id}/edit`, { token: owner.token });
    expect(edit.body.tour.discountCampaignIds).toEqual([a.id, b.id].sort((x, y) => x - y));

    // Another leader's campaign id: 400 in Persian, no tour written.
    const toursBefore = await prisma.tour.count({ where: { leaderId: owner.user.id } });
    await expect(createSellingTour({ discountCampaignIds: [foreign.id] }, owner)).rejects.toThrow(/400/);
    await expect(createSellingTour({ discountCampaignIds: [999_999_999] }, owner)).rejects.toThrow(
      new RegExp(M.unknownCampaign),
    );
    expect(await prisma.tour.count({ where: { leaderId: owner.user.id } })).toBe(toursBefore);
  });
});

describe("campaign codes at reservation", () => {
  it("applies a campaign code like a tour's own, gives it back when the bill is cancelled, refuses others", async () => {
    const owner = await createUser();
    const { body: shared } = await create(owner, { isGeneratedBySystem: false, code: "BAHAR", count: 2, percent: 20 });
    const { body: single } = await create(owner, { count: 1, percent: undefined, price: 100_000 });
    const { body: unattached } = await create(owner, { isGeneratedBySystem: false, code: "NOTHERE", count: 5 });
    const { tour, session } = await createSellingTour(
      {
        discountCampaignIds: [shared.id, single.id],
        tourDiscounts: [],
        sessions: [
          sessionInput(20, {
            vehicles: [{ vehicleType: "TouristBus", busPassengersCanChooseTheirSeat: false, price: 0 }],
          }),
        ],
      },
      owner,
    );
    expect(unattached.id).toBeGreaterThan(0);
    // No code of its own, but a campaign: the public tour offers the code box.
    expect((await api("GET", `/api/Tour/${tour.id}`)).body.hasDiscountCodes).toBe(true);

    const info = await api("GET", `/api/tour/${tour.id}/session/${session.id}/discount/bahar`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ code: "BAHAR", availableCapacity: 2, percent: 20 });
    expect((await api("GET", `/api/tour/${tour.id}/session/${session.id}/discount/NOTHERE`)).status).toBe(404);

    const ok = await reserve(tour.id, session.id, { passengers: [passenger()], discountCode: "bahar" });
    expect(ok.status).toBe(200);
    expect(ok.body.amount).toBe(2_000_000); // 2,500,000 − 20 %
    const reservation = await prisma.reservation.findFirstOrThrow({ where: { billId: ok.body.billId } });
    expect(reservation.campaignCodeId).not.toBeNull();
    expect(reservation.discountAmount).toBe(500_000n);
    expect(
      (await prisma.discountCode.findUniqueOrThrow({ where: { id: reservation.campaignCodeId! } })).usedCount,
    ).toBe(1);

    // Cancelled at the gateway before payment: the use comes back.
    const { authority } = await startSandboxPayment(ok.body.billId);
    await api("GET", await actOnSandbox(authority, "cancel"));
    expect(
      (await prisma.discountCode.findUniqueOrThrow({ where: { id: reservation.campaignCodeId! } })).usedCount,
    ).toBe(0);

    const unattachedRes = await reserve(tour.id, session.id, { passengers: [passenger()], discountCode: "NOTHERE" });
    expect(unattachedRes.status).toBe(422);
    expect(unattachedRes.body.errors).toEqual([RM.discountUnknown]);

    const singleCode = (await prisma.discountCode.findFirstOrThrow({ where: { campaignId: single.id } })).code;
    expect((await reserve(tour.id, session.id, { passengers: [passenger()], discountCode: singleCode })).status).toBe(
      200,
    );
    const usedUp = await reserve(tour.id, session.id, { passengers: [passenger()], discountCode: singleCode });
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.errors).toEqual([RM.discountUsedUp]);

    await api("PUT", "/api/Discounts/SetDiscountActivation", {
      token: owner.token,
      body: { id: shared.id, isActive: false },
    });
    const inactive = await reserve(tour.id, session.id, { passengers: [passenger()], discountCode: "BAHAR" });
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors).toEqual([M.inactive]);
    await api("PUT", "/api/Discounts/SetDiscountActivation", {
      token: owner.token,
      body: { id: shared.id, isActive: true },
    });

    await prisma.discountCampaign.update({ where: { id: shared.id }, data: { endTime: new Date(Date.now() - 1000) } });
    const expired = await reserve(tour.id, session.id, { passengers: [passenger()], discountCode: "BAHAR" });
    expect(expired.status).toBe(422);
    expect(expired.body.errors).toEqual([RM.discountExpired]);
  });

  it("never makes a price zero: a fixed campaign discount as large as the ticket is refused", async () => {
    const owner = await createUser();
    const { body: big } = await create(owner, {
      isGeneratedBySystem: false,
      code: "FREE",
      count: 3,
      percent: undefined,
      price: 5_000_000,
    });
    const { tour, session } = await createSellingTour({ discountCampaignIds: [big.id], tourDiscounts: [] }, owner);
    const res = await reserve(tour.id, session.id, {
      passengers: [passenger({ vehicleId: session.vehicles[0].id, seat: 3 })],
      discountCode: "FREE",
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([RM.freeNotAllowed]);
    expect((await prisma.discountCode.findFirstOrThrow({ where: { campaignId: big.id } })).usedCount).toBe(0);
  });

  it("discounts exactly 5 of 100 concurrent reservations with a code of count 5", { timeout: 90_000 }, async () => {
    const owner = await createUser();
    const { body: campaign } = await create(owner, { isGeneratedBySystem: false, code: "FIVE", count: 5, percent: 10 });
    const { tour, session } = await createSellingTour(
      {
        discountCampaignIds: [campaign.id],
        tourDiscounts: [],
        sessions: [
          sessionInput(20, {
            capacity: 200,
            vehicles: [{ vehicleType: "TouristBus", busPassengersCanChooseTheirSeat: false, price: 0, capacity: 200 }],
          }),
        ],
      },
      owner,
    );
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        reserve(tour.id, session.id, { passengers: [passenger()], discountCode: "FIVE" }),
      ),
    );
    const elapsed = Date.now() - started;
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(5);
    for (const a of ok) expect(a.body.amount).toBe(2_250_000);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(95);
    for (const r of refused) expect(r.body.errors).toEqual([RM.discountUsedUp]);
    const code = await prisma.discountCode.findFirstOrThrow({ where: { campaignId: campaign.id } });
    expect(code.usedCount).toBe(5);
    expect(
      await prisma.reservation.count({
        where: { tourId: tour.id, campaignCodeId: code.id, discountAmount: { gt: 0 } },
      }),
    ).toBe(5);
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: session.id } })).bookedCount).toBe(5);
    console.info(`[bench] 100 concurrent reservations with a campaign code of count 5: ${elapsed} ms`);
  });
});

describe("demo data", () => {
  it("seeds one product and one campaign per leader, attached to the leader's tours, once", async () => {
    const { seedCampaigns } = await import("./seed-campaigns");
    const { seedProducts } = await import("@/lib/products/seed-products");
    const owner = await createUser();
    const { tour } = await createSellingTour({}, owner);
    for (let i = 0; i < 2; i++) {
      await seedProducts([owner.user.id]);
      await seedCampaigns([owner.user.id]);
    }
    expect(await prisma.product.count({ where: { leaderId: owner.user.id } })).toBe(1);
    const campaigns = await prisma.discountCampaign.findMany({
      where: { leaderId: owner.user.id },
      include: { codes: true, tours: true },
    });
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0].codes.map((c) => c.code)).toEqual(["NOWRUZ1"]);
    expect(campaigns[0].tours.map((t) => t.tourId)).toEqual([tour.id]);
  });
});
