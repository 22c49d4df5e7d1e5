// The tour calls end to end through the route handlers: create, validation of spec §5, public and
// edit views, edit rules once something is sold, delete, cancel, search.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { TOUR_MESSAGES as M } from "./messages";
import { referenceIds, sessionInput, tourPayload } from "./testing/tour-fixtures";

let leaderA: Awaited<ReturnType<typeof createUser>>;
let leaderB: Awaited<ReturnType<typeof createUser>>;
let affiliate: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  [leaderA, leaderB, affiliate] = await Promise.all([createUser(), createUser(), createUser({ role: "Affiliate" })]);
});

async function createTour(overrides: Record<string, unknown> = {}, token = leaderA.token) {
  const res = await api("POST", "/api/Tour", { token, body: await tourPayload(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

const errorsOf = (res: { body: { errors?: string[] } }) => (res.body.errors ?? []).join("\n");

describe("POST /api/Tour", () => {
  it("saves the whole wizard payload and applies the default refund rules", async () => {
    const id = await createTour({ collabs: [affiliate.user.id] });
    const tour = await prisma.tour.findUniqueOrThrow({
      where: { id },
      include: {
        sessions: { include: { vehicles: true } },
        refundRules: { orderBy: { daysBefore: "desc" } },
        extraItems: true,
        discounts: true,
        tags: true,
        collaborators: true,
      },
    });
    expect(tour.leaderId).toBe(leaderA.user.id);
    expect(tour.sessions).toHaveLength(1);
    expect(tour.sessions[0].price).toBe(2_500_000n);
    expect(tour.sessions[0].vehicles[0]).toMatchObject({
      vehicleType: "Bus44",
      capacity: 44,
      busPassengersCanChooseTheirSeat: true,
    });
    expect(tour.refundRules.map((r) => [r.daysBefore, r.penaltyPercent])).toEqual([
      [10, 10],
      [6, 30],
      [3, 60],
      [1, 100],
    ]);
    expect(tour.discounts[0]).toMatchObject({ code: "DAMAVAND10", percent: 10 });
    expect(tour.collaborators.map((c) => c.userId)).toEqual([affiliate.user.id]);
    expect(tour.startTime?.toISOString()).toBe(tour.sessions[0].startTime.toISOString());
  });

  it("is for leaders only", async () => {
    expect((await api("POST", "/api/Tour", { body: await tourPayload() })).status).toBe(401);
    expect((await api("POST", "/api/Tour", { token: affiliate.token, body: await tourPayload() })).status).toBe(403);
  });

  it.each([
    ["title", { title: "" }, "عنوان"],
    ["styleId", { styleId: null }, "سبک تور"],
    ["startCityId", { startCityId: null }, "شهر مبدأ"],
    ["hardShipId", { hardShipId: null }, "درجه سختی"],
    ["startAge", { startAge: null }, "سن شروع"],
    ["startPlaceText", { startPlaceText: "  " }, "محل شروع"],
  ])("refuses a published tour without %s", async (_field, overrides, label) => {
    const res = await api("POST", "/api/Tour", { token: leaderA.token, body: await tourPayload(overrides) });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toContain(`${label}: ${M.required}`);
  });

  it.each([
    ["capacity missing", { capacity: undefined }, M.capacityMin],
    ["capacity 0", { capacity: 0 }, M.capacityMin],
    ["price missing", { price: undefined }, "قیمت"],
    ["price 100", { price: 100 }, M.priceMin],
    ["childPrice 50", { childPrice: 50 }, M.priceMin],
    ["infantPrice 100", { infantPrice: 100 }, M.priceMin],
    ["no registration end on a SimpleTour", { registrationEndTime: null }, M.registrationRequired],
    ["no start time", { startTime: undefined }, "زمان شروع"],
    ["no end time", { endTime: undefined }, "زمان پایان"],
  ])("refuses a session with %s", async (_case, overrides, message) => {
    const res = await api("POST", "/api/Tour", {
      token: leaderA.token,
      body: await tourPayload({ sessions: [sessionInput(10, overrides)] }),
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toContain(message);
  });

  it("refuses end before start and registration ending after the start", async () => {
    const start = new Date(Date.now() + 5 * 86_400_000);
    const res = await api("POST", "/api/Tour", {
      token: leaderA.token,
      body: await tourPayload({
        sessions: [
          sessionInput(5, { endTime: new Date(start.getTime() - 3_600_000).toISOString() }),
          sessionInput(8, { registrationEndTime: new Date(Date.now() + 9 * 86_400_000).toISOString() }),
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toContain(M.endBeforeStart);
    expect(errorsOf(res)).toContain(M.registrationAfterStart);
  });

  it("needs at least one session, and accommodations only for a SimpleTour", async () => {
    const none = await api("POST", "/api/Tour", { token: leaderA.token, body: await tourPayload({ sessions: [] }) });
    expect(errorsOf(none)).toContain(M.noSession);
    const simple = await api("POST", "/api/Tour", {
      token: leaderA.token,
      body: await tourPayload({ accommodations: [] }),
    });
    expect(errorsOf(simple)).toContain(M.accommodationsRequired);
    for (const tourType of ["Event", "PeriodicTour"]) {
      const res = await api("POST", "/api/Tour", {
        token: leaderA.token,
        body: await tourPayload({
          tourType,
          accommodations: [],
          sessions: [sessionInput(12, { registrationEndTime: null })],
        }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it("checks the age range", async () => {
    expect(
      errorsOf(
        await api("POST", "/api/Tour", { token: leaderA.token, body: await tourPayload({ startAge: 40, endAge: 30 }) }),
      ),
    ).toContain(M.ageRange);
    expect(
      errorsOf(await api("POST", "/api/Tour", { token: leaderA.token, body: await tourPayload({ endAge: 121 }) })),
    ).toContain(M.ageBounds);
    expect(
      (await api("POST", "/api/Tour", { token: leaderA.token, body: await tourPayload({ startAge: 0, endAge: 120 }) }))
        .status,
    ).toBe(200);
  });

  it("refuses duplicate refund days, a penalty over 100, seat choice without a seat map and unknown references", async () => {
    const rules = await api("POST", "/api/Tour", {
      token: leaderA.token,
      body: await tourPayload({
        refundRules: [
          { daysBefore: 5, penaltyPercent: 20 },
          { daysBefore: 5, penaltyPercent: 50 },
          { daysBefore: 1, penaltyPercent: 101 },
        ],
      }),
    });
    expect(rules.status).toBe(400);
    expect(errorsOf(rules)).toContain(M.refundDuplicate);
    expect(errorsOf(rules)).toContain(M.percentRange);
    const seat = await api("POST", "/api/Tour", {
      token: leaderA.token,
      body: await tourPayload({
        sessions: [sessionInput(9, { vehicles: [{ vehicleType: "MiniBus", busPassengersCanChooseTheirSeat: true }] })],
      }),
    });
    expect(errorsOf(seat)).toContain(M.seatChoiceNeedsMap);
    const refs = await api("POST", "/api/Tour", {
      token: leaderA.token,
      body: await tourPayload({ styleId: 999_999, collabs: [leaderA.user.id] }),
    });
    expect(refs.status).toBe(400);
    expect(refs.body.errors).toEqual([M.unknownStyle, M.unknownCollaborator]);
  });

  it("saves a draft with only a title and a type, but still checks what it contains", async () => {
    const draft = await api("POST", "/api/Tour", {
      token: leaderA.token,
      body: { title: "پیش‌نویس سفر", tourType: "SimpleTour", isDraft: true },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const bad = await api("POST", "/api/Tour", {
      token: leaderA.token,
      body: { title: "پیش‌نویس", tourType: "SimpleTour", isDraft: true, sessions: [sessionInput(3, { price: 10 })] },
    });
    expect(bad.status).toBe(400);
    expect(
      (await api("POST", "/api/Tour", { token: leaderA.token, body: { tourType: "Event", isDraft: true } })).status,
    ).toBe(400);
  });
});

describe("GET /api/Tour/{tourId} (public)", () => {
  it("shows a published tour to anyone, without discount codes or collaborators", async () => {
    const id = await createTour({ collabs: [affiliate.user.id] });
    const res = await api("GET", `/api/Tour/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: "تور دو روزه دماوند", tourType: "SimpleTour", hasDiscountCodes: true });
    expect(res.body.sessions[0]).toMatchObject({
      capacity: 30,
      availableCapacity: 30,
      price: 2_500_000,
      isRegistrable: true,
    });
    expect(res.body.sessions[0].vehicles[0]).toMatchObject({
      vehicleType: "Bus44",
      remainingCapacity: 44,
      typeTitle: "اتوبوس ۴۴ نفره",
    });
    expect(res.body.hardShip.description).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toContain("DAMAVAND10");
    expect(res.body.collabs).toBeUndefined();
  });

  it("hides drafts and deleted tours, and checks the seller", async () => {
    const draft = await api("POST", "/api/Tour", { token: leaderA.token, body: await tourPayload({ isDraft: true }) });
    expect((await api("GET", `/api/Tour/${draft.body.id}`)).status).toBe(404);

    // A collaborator sells only while the tour's affiliates switch is on.
    const closed = await createTour({ collabs: [affiliate.user.id] });
    expect((await api("GET", `/api/Tour/${closed}?sellerId=${affiliate.user.id}`)).status).toBe(404);
    const id = await createTour({ collabs: [affiliate.user.id], affiliatesCanSellThisTour: true });
    const stranger = await createUser({ role: "Affiliate" });
    expect((await api("GET", `/api/Tour/${id}?sellerId=${affiliate.user.id}`)).body.seller).toMatchObject({
      id: affiliate.user.id,
    });
    expect((await api("GET", `/api/Tour/${id}?sellerId=${stranger.user.id}`)).status).toBe(404);
    expect((await api("GET", `/api/Tour/${id}?sellerId=${leaderA.user.id}`)).status).toBe(200);

    await api("DELETE", `/api/Tour/${id}`, { token: leaderA.token });
    expect((await api("GET", `/api/Tour/${id}`)).status).toBe(404);
  });
});

describe("edit view and editing", () => {
  it("the edit view names what is still editable once something is sold", async () => {
    const id = await createTour({ sessions: [sessionInput(20), sessionInput(27)] });
    const fresh = (await api("GET", `/api/Tour/${id}/edit`, { token: leaderA.token })).body.tour;
    expect(fresh.sessions.every((s: { editable: boolean }) => s.editable)).toBe(true);
    expect(fresh.refundRules.every((r: { editable: boolean }) => r.editable)).toBe(true);
    expect(fresh).toMatchObject({ type: "SimpleTour", hardshipId: fresh.hardShipId, cityId: fresh.startCityId });
    expect(fresh.sessionGroups).toHaveLength(1);
    expect(fresh.sessionGroups[0].dates).toHaveLength(2);

    const sold = fresh.sessions[0];
    await prisma.tourSession.update({ where: { id: sold.id }, data: { bookedCount: 4 } });
    await prisma.vehicle.update({ where: { id: sold.vehicles[0].id }, data: { bookedCount: 4 } });
    await prisma.tourExtraItem.update({ where: { id: fresh.extraItems[0].id }, data: { soldCount: 2 } });
    await prisma.tourDiscount.update({ where: { id: fresh.tourDiscounts[0].id }, data: { usedCount: 1 } });

    const after = (await api("GET", `/api/Tour/${id}/edit`, { token: leaderA.token })).body.tour;
    expect(
      after.sessions.map((s: { editable: boolean; passengersCount: number }) => [s.editable, s.passengersCount]),
    ).toEqual([
      [false, 4],
      [true, 0],
    ]);
    expect(after.sessions[0].vehicles[0].editable).toBe(false);
    expect(after.sessions[1].vehicles[0].editable).toBe(true);
    expect(after.refundRules.every((r: { editable: boolean }) => !r.editable)).toBe(true);
    expect(after.extraItems[0]).toMatchObject({ editable: false, soldCount: 2, availableCapacity: 8 });
    expect(after.tourDiscounts[0].editable).toBe(false);
  });

  it("PUT replaces the tour and refuses what sales forbid, writing nothing", async () => {
    const id = await createTour({ sessions: [sessionInput(20), sessionInput(27)] });
    const edit = (await api("GET", `/api/Tour/${id}/edit`, { token: leaderA.token })).body.tour;
    const [soldSession, freeSession] = edit.sessions;
    await prisma.tourSession.update({ where: { id: soldSession.id }, data: { bookedCount: 5 } });
    await prisma.vehicle.update({ where: { id: soldSession.vehicles[0].id }, data: { bookedCount: 5 } });
    await prisma.tourExtraItem.update({ where: { id: edit.extraItems[0].id }, data: { soldCount: 3 } });

    const base = await tourPayload();
    const keepSession = (s: typeof soldSession, extra: Record<string, unknown> = {}) => ({
      id: s.id,
      capacity: s.capacity,
      price: s.price,
      childPrice: s.childPrice,
      infantPrice: s.infantPrice,
      registrationEndTime: s.registrationEndTime,
      startTime: s.startTime,
      endTime: s.endTime,
      vehicles: s.vehicles.map((v: Record<string, unknown>) => ({
        id: v.id,
        vehicleType: v.vehicleType,
        busPassengersCanChooseTheirSeat: v.busPassengersCanChooseTheirSeat,
        price: v.price,
      })),
      ...extra,
    });
    const keepItems = edit.extraItems.map((i: Record<string, unknown>) => ({
      id: i.id,
      title: i.title,
      capacity: i.capacity,
      price: i.price,
    }));
    const keepRules = edit.refundRules.map((r: Record<string, unknown>) => ({
      ruleId: r.ruleId,
      daysBefore: r.daysBefore,
      penaltyPercent: r.penaltyPercent,
    }));
    const put = (body: Record<string, unknown>) =>
      api("PUT", `/api/Tour/${id}`, {
        token: leaderA.token,
        body: { ...base, refundRules: keepRules, extraItems: keepItems, tourDiscounts: [], ...body },
      });

    const lowered = await put({ sessions: [keepSession(soldSession, { capacity: 4 }), keepSession(freeSession)] });
    expect(lowered.status).toBe(422);
    expect(lowered.body.errors).toEqual([M.capacityBelowBooked(5)]);

    const moved = await put({
      sessions: [
        keepSession(soldSession, { startTime: new Date(Date.parse(soldSession.startTime) + 3_600_000).toISOString() }),
        keepSession(freeSession),
      ],
    });
    expect(moved.body.errors).toContain(M.soldSessionChanged);

    const deleted = await put({ sessions: [keepSession(freeSession)] });
    expect(deleted.body.errors).toContain(M.soldSessionDeleted);

    const vehicle = await put({ sessions: [keepSession(soldSession, { vehicles: [] }), keepSession(freeSession)] });
    expect(vehicle.body.errors).toContain(M.soldVehicleChanged);

    const rules = await put({
      sessions: [keepSession(soldSession), keepSession(freeSession)],
      refundRules: [{ daysBefore: 3, penaltyPercent: 50 }],
    });
    expect(rules.body.errors).toContain(M.soldRefundRules);

    const items = await put({
      sessions: [keepSession(soldSession), keepSession(freeSession)],
      extraItems: [{ ...keepItems[0], price: 999_000 }],
    });
    expect(items.body.errors).toContain(M.soldExtraItemChanged);
    const itemGone = await put({ sessions: [keepSession(soldSession), keepSession(freeSession)], extraItems: [] });
    expect(itemGone.body.errors).toContain(M.soldExtraItemDeleted);

    // Nothing of the refused edits was written.
    const session = await prisma.tourSession.findUniqueOrThrow({ where: { id: soldSession.id } });
    expect(session.capacity).toBe(30);
    expect(await prisma.tourSession.count({ where: { tourId: id } })).toBe(2);

    // What sales allow goes through: more capacity, a new title, the free date removed, a new one added.
    const ok = await put({
      title: "دماوند - ویرایش‌شده",
      sessions: [keepSession(soldSession, { capacity: 40 }), sessionInput(40)],
      extraItems: [
        { ...keepItems[0], capacity: 20 },
        { title: "کرامپون", capacity: 5, price: 200_000 },
      ],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const saved = await prisma.tour.findUniqueOrThrow({
      where: { id },
      include: { sessions: { orderBy: { startTime: "asc" } }, extraItems: true },
    });
    expect(saved.title).toBe("دماوند - ویرایش‌شده");
    expect(saved.sessions.map((s) => [s.id === soldSession.id, s.capacity])).toEqual([
      [true, 40],
      [false, 30],
    ]);
    expect(saved.sessions.some((s) => s.id === freeSession.id)).toBe(false);
    expect(saved.extraItems).toHaveLength(2);
    expect(saved.endTime?.getTime()).toBe(saved.sessions[1].endTime.getTime());
  });

  it("another leader gets 404 on the edit view, PUT and DELETE", async () => {
    const id = await createTour();
    expect((await api("GET", `/api/Tour/${id}/edit`, { token: leaderB.token })).status).toBe(404);
    expect((await api("PUT", `/api/Tour/${id}`, { token: leaderB.token, body: await tourPayload() })).status).toBe(404);
    expect((await api("DELETE", `/api/Tour/${id}`, { token: leaderB.token })).status).toBe(404);
    expect((await prisma.tour.findUniqueOrThrow({ where: { id } })).deletedAt).toBeNull();
  });
});

describe("delete, cancel, registration and visibility", () => {
  it("deletes (softly) only while nothing was sold", async () => {
    const id = await createTour();
    const session = await prisma.tourSession.findFirstOrThrow({ where: { tourId: id } });
    await prisma.tourSession.update({ where: { id: session.id }, data: { bookedCount: 1 } });
    const refused = await api("DELETE", `/api/Tour/${id}`, { token: leaderA.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([M.deleteSold]);
    await prisma.tourSession.update({ where: { id: session.id }, data: { bookedCount: 0 } });
    expect((await api("DELETE", `/api/Tour/${id}`, { token: leaderA.token })).status).toBe(200);
    expect((await prisma.tour.findUniqueOrThrow({ where: { id } })).deletedAt).not.toBeNull();
    expect((await api("GET", `/api/Tour/${id}/edit`, { token: leaderA.token })).status).toBe(404);
  });

  it("cancels with a reason, records the event, and then refuses edits", async () => {
    const { reasonId } = await referenceIds();
    const id = await createTour();
    expect(
      (await api("POST", `/api/Tour/${id}/cancel`, { token: leaderB.token, body: { reason: reasonId } })).status,
    ).toBe(404);
    expect(
      (await api("POST", `/api/Tour/${id}/cancel`, { token: leaderA.token, body: { reason: 999_999 } })).body.errors,
    ).toEqual([M.unknownReason]);
    const res = await api("POST", `/api/Tour/${id}/cancel`, {
      token: leaderA.token,
      body: { reason: reasonId, description: "برف سنگین" },
    });
    expect(res.status).toBe(200);
    const tour = await prisma.tour.findUniqueOrThrow({ where: { id }, include: { events: true } });
    expect(tour).toMatchObject({
      status: "Cancelled",
      cancellationReasonId: reasonId,
      cancellationDescription: "برف سنگین",
      registrationOpen: false,
    });
    expect(tour.events.map((e) => e.kind)).toEqual(["TourCancelled"]);
    expect(
      (await api("POST", `/api/Tour/${id}/cancel`, { token: leaderA.token, body: { reason: reasonId } })).body.errors,
    ).toEqual([M.alreadyCancelled]);
    expect(
      (await api("PUT", `/api/Tour/${id}`, { token: leaderA.token, body: await tourPayload() })).body.errors,
    ).toEqual([M.cancelledTour]);
    expect((await api("GET", `/api/Tour/${id}`)).body.sessions[0].isRegistrable).toBe(false);
  });

  it("toggles registration and sets the sale-website visibility", async () => {
    const id = await createTour();
    expect((await api("PUT", `/api/Tour/${id}/toggleRegistration`, { token: leaderA.token })).body).toEqual({
      registrationOpen: false,
    });
    expect((await api("GET", `/api/Tour/${id}`)).body.sessions[0].isRegistrable).toBe(false);
    expect((await api("PUT", `/api/tour/${id}/toggleregistration`, { token: leaderA.token })).body).toEqual({
      registrationOpen: true,
    });
    expect((await api("PUT", `/api/Tour/${id}/toggleRegistration`, { token: leaderB.token })).status).toBe(404);
    expect(
      (
        await api("PUT", `/api/Tour/${id}/sale-website/visibility`, {
          token: leaderA.token,
          body: { visibility: false },
        })
      ).body,
    ).toEqual({ visibility: "Hidden" });
    expect((await prisma.tour.findUniqueOrThrow({ where: { id } })).visibility).toBe("Hidden");
    expect(
      (
        await api("PUT", `/api/Tour/${id}/sale-website/visibility`, {
          token: leaderA.token,
          body: { visibility: "Featured" },
        })
      ).body,
    ).toEqual({ visibility: "Featured" });
    const bad = await api("PUT", `/api/Tour/${id}/sale-website/visibility`, {
      token: leaderA.token,
      body: { visibility: "Pinned" },
    });
    expect(bad.status).toBe(400);
    expect((await prisma.tour.findUniqueOrThrow({ where: { id } })).visibility).toBe("Featured");
    expect(
      (
        await api("PUT", `/api/Tour/${id}/sale-website/visibility`, {
          token: leaderB.token,
          body: { visibility: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe("GET /api/Tour/search", () => {
  it("pages the caller's own tours and collaborations with the spec's filters", async () => {
    const owner = await createUser();
    const colleague = await createUser({ role: "Affiliate" });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await createTour({ title: `سفر شماره ${i}`, sessions: [sessionInput(10 + i)] }, owner.token));
    const draft = (
      await api("POST", "/api/Tour", {
        token: owner.token,
        body: await tourPayload({ title: "پیش‌نویس کویر", isDraft: true }),
      })
    ).body.id;
    const past = await createTour(
      {
        title: "سفر گذشته",
        sessions: [sessionInput(-10, { registrationEndTime: new Date(Date.now() - 12 * 86_400_000).toISOString() })],
      },
      owner.token,
    );
    const collab = await createTour({ title: "سفر همکاری", collabs: [owner.user.id] }, leaderB.token);
    await createTour({ title: "تور دیگران" }, leaderB.token);
    await api("PUT", `/api/Tour/${ids[0]}/toggleRegistration`, { token: owner.token });

    const search = (q: string, token = owner.token) => api("GET", `/api/Tour/search?${q}`, { token });
    const all = await search("Page=1&PageSize=3");
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalItemCount: 8, pageCount: 3 });
    expect(all.body.result).toHaveLength(3);
    const third = await search("Page=3&PageSize=3");
    expect(third.body.result).toHaveLength(2);
    const everything = (await search("PageSize=50")).body.result.map((t: { id: number }) => t.id);
    expect(new Set(everything)).toEqual(new Set([...ids, draft, past, collab]));

    expect((await search("Resource.IsDraft=true")).body.result.map((t: { id: number }) => t.id)).toEqual([draft]);
    expect((await search("resource.title=همکاری")).body.result.map((t: { id: number }) => t.id)).toEqual([collab]);
    const onlyCollab = (await search("Resource.OnlyCollaborations=true")).body.result;
    expect(onlyCollab.map((t: { id: number; ownership: string }) => [t.id, t.ownership])).toEqual([
      [collab, "CollaboratedTours"],
    ]);
    expect((await search(`Resource.UserId=${leaderB.user.id}`)).body.result.map((t: { id: number }) => t.id)).toEqual([
      collab,
    ]);
    expect((await search("Resource.IsDone=true")).body.result.map((t: { id: number }) => t.id)).toEqual([past]);
    expect((await search("Resource.IsDone=false")).body.totalItemCount).toBe(7);
    const inactive = (await search("Resource.IsActive=false")).body.result.map((t: { id: number }) => t.id);
    expect(inactive).toEqual([ids[0]]);
    const start = new Date(Date.now() + 12.5 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 13.5 * 86_400_000).toISOString();
    const ranged = (
      await search(`Resource.Start=${encodeURIComponent(start)}&Resource.End=${encodeURIComponent(end)}`)
    ).body.result.map((t: { id: number }) => t.id);
    expect(ranged).toEqual(expect.arrayContaining([ids[2], ids[3]]));
    expect(ranged).not.toContain(ids[4]);
    expect(ranged).not.toContain(past);

    // A collaborator sees the tour (not the leader's drafts); the page size defaults to 20.
    const asAffiliate = await api("GET", "/api/Tour/search", { token: colleague.token });
    expect(asAffiliate.body).toEqual({ result: [], pageCount: 0, totalItemCount: 0 });
    const rows = (await search("PageSize=50")).body.result;
    expect(rows.find((t: { id: number }) => t.id === ids[1])).toMatchObject({
      capacity: 30,
      passengersCount: 0,
      minPrice: 2_500_000,
      deletable: true,
      ownership: "PersonalTours",
    });
    expect(rows.find((t: { id: number }) => t.id === collab)).toMatchObject({
      deletable: false,
      ownership: "CollaboratedTours",
    });
  });
});

describe("reference lists", () => {
  it("serves hardships, styles and cancellation reasons in Persian", async () => {
    const [hardships, styles, reasons] = await Promise.all(
      ["/api/Tour/HardShips", "/api/Tour/Styles", "/api/Tour/CancellationReasons"].map((p) =>
        api("GET", p, { token: leaderA.token }),
      ),
    );
    expect(hardships.body.map((h: { title: string }) => h.title)).toEqual(["آسان", "متوسط", "سخت", "بسیار سخت"]);
    expect(hardships.body[0].description).toBeTruthy();
    expect(styles.body.map((s: { title: string }) => s.title)).toEqual(
      expect.arrayContaining(["طبیعت‌گردی", "کوهنوردی", "فرهنگی-تاریخی", "کویرنوردی"]),
    );
    expect(reasons.body.map((r: { title: string }) => r.title)).toEqual(
      expect.arrayContaining(["شرایط نامساعد آب‌وهوایی", "نرسیدن به حد نصاب نفرات", "بدون ذکر دلیل"]),
    );
  });
});
