// The sub-resources of a tour: tags, services, checklists, extra items, vehicles and seats, refund
// rules, photos, default settings; and, call by call, that another leader gets 404 on all of them.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { PHOTO_MESSAGES } from "@/lib/images/photo-slot-service";
import { imageFile, makeImage } from "@/lib/images/test-images";
import { useTemporaryDataDir } from "@/lib/profile/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { TOUR_MESSAGES as M } from "./messages";
import { sessionInput, tourPayload } from "./testing/tour-fixtures";

let leaderA: Awaited<ReturnType<typeof createUser>>;
let leaderB: Awaited<ReturnType<typeof createUser>>;
let dataDir: string;
const previousDataDir = process.env.HAMSAFAR_DATA_DIR;

beforeAll(async () => {
  dataDir = useTemporaryDataDir();
  [leaderA, leaderB] = await Promise.all([createUser(), createUser()]);
});
afterAll(() => {
  process.env.HAMSAFAR_DATA_DIR = previousDataDir;
});

async function newTour(overrides: Record<string, unknown> = {}) {
  const res = await api("POST", "/api/Tour", { token: leaderA.token, body: await tourPayload(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const tour = await prisma.tour.findUniqueOrThrow({
    where: { id: res.body.id },
    include: {
      sessions: { include: { vehicles: true } },
      extraItems: true,
      refundRules: { orderBy: { daysBefore: "desc" } },
      services: true,
      checklists: true,
    },
  });
  return { id: tour.id, session: tour.sessions[0], vehicle: tour.sessions[0].vehicles[0], tour };
}

const photoForm = async (fields: Record<string, string | number> = {}, field = "Photo") => {
  const form = new FormData();
  form.append(field, imageFile(await makeImage("jpeg", 800, 600)));
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  return form;
};
const onDisk = (name: string) => path.join(dataDir, "uploads", "public", "tours", name);

describe("tags, services and checklists", () => {
  it("adds and removes tags, services and checklist items", async () => {
    const { id, tour } = await newTour();
    const added = await api("POST", `/api/Tour/${id}/Tags`, {
      token: leaderA.token,
      body: { tags: ["کوهستان", "شب‌مانی"] },
    });
    expect(added.body.tags).toEqual(["کوهستان", "دماوند", "شب‌مانی"]);
    const removed = await api("DELETE", `/api/Tour/${id}/Tags/${encodeURIComponent("دماوند")}`, {
      token: leaderA.token,
    });
    expect(removed.body.tags).toEqual(["کوهستان", "شب‌مانی"]);
    expect(
      (await api("DELETE", `/api/Tour/${id}/Tags/${encodeURIComponent("ناموجود")}`, { token: leaderA.token })).status,
    ).toBe(404);

    const service = await api("POST", `/api/Tour/${id}/Service`, { token: leaderA.token, body: { title: "ناهار" } });
    expect(service.body).toMatchObject({ serviceId: expect.any(Number), title: "ناهار" });
    expect(
      (
        await api("PUT", `/api/Tour/${id}/Service/${service.body.serviceId}`, {
          token: leaderA.token,
          body: { title: "شام" },
        })
      ).body.title,
    ).toBe("شام");
    expect(
      (await api("DELETE", `/api/Tour/${id}/Service/${tour.services[0].id}`, { token: leaderA.token })).status,
    ).toBe(200);
    expect(
      (await prisma.tourService.findMany({ where: { tourId: id }, orderBy: { id: "asc" } })).map((s) => s.title),
    ).toEqual(["بیمه", "شام"]);
    expect((await api("POST", `/api/Tour/${id}/Service`, { token: leaderA.token, body: { title: "" } })).status).toBe(
      400,
    );

    const item = await api("POST", `/api/Tour/${id}/Checklist`, {
      token: leaderA.token,
      body: { title: "چراغ پیشانی" },
    });
    expect(item.body).toMatchObject({ checklistId: expect.any(Number), title: "چراغ پیشانی" });
    expect(
      (
        await api("PUT", `/api/Tour/${id}/Checklist/${item.body.checklistId}`, {
          token: leaderA.token,
          body: { title: "باتوم" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api("DELETE", `/api/Tour/${id}/Checklist/${item.body.checklistId}`, { token: leaderA.token })).status,
    ).toBe(200);
    expect(
      (await api("DELETE", `/api/Tour/${id}/Checklist/${item.body.checklistId}`, { token: leaderA.token })).status,
    ).toBe(404);
  });
});

describe("extra items", () => {
  it("adds, edits within what was sold, lists bought counts and deletes only unsold items", async () => {
    const { id, tour } = await newTour();
    const added = await api("POST", `/api/Tour/${id}/ExtraItem`, {
      token: leaderA.token,
      body: { title: "ناهار محلی", capacity: 20, price: 250_000 },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ extraItemId: added.body.id, availableCapacity: 20, editable: true });
    expect(
      (
        await api("POST", `/api/Tour/${id}/ExtraItem`, {
          token: leaderA.token,
          body: { title: "x", capacity: 0, price: 50 },
        })
      ).status,
    ).toBe(400);

    const sold = tour.extraItems[0];
    await prisma.tourExtraItem.update({ where: { id: sold.id }, data: { soldCount: 6 } });
    const bought = await api("GET", `/api/Tour/${id}/bought-extra-items`, { token: leaderA.token });
    expect(bought.body.find((i: { id: number }) => i.id === sold.id)).toMatchObject({
      capacity: 10,
      soldCount: 6,
      availableCapacity: 4,
    });

    const lower = await api("PUT", `/api/Tour/${id}/ExtraItem/${sold.id}`, {
      token: leaderA.token,
      body: { title: sold.title, capacity: 5, price: 300_000 },
    });
    expect(lower.status).toBe(422);
    expect(lower.body.errors).toEqual([M.extraItemBelowSold(6)]);
    const renamed = await api("PUT", `/api/Tour/${id}/ExtraItem/${sold.id}`, {
      token: leaderA.token,
      body: { title: "دیگر", capacity: 10, price: 300_000 },
    });
    expect(renamed.body.errors).toEqual([M.soldExtraItemChanged]);
    const raised = await api("PUT", `/api/Tour/${id}/ExtraItem/${sold.id}`, {
      token: leaderA.token,
      body: { title: sold.title, capacity: 15, price: 300_000 },
    });
    expect(raised.body).toMatchObject({ capacity: 15, availableCapacity: 9, editable: false });
    expect((await api("DELETE", `/api/Tour/${id}/ExtraItem/${sold.id}`, { token: leaderA.token })).body.errors).toEqual(
      [M.soldExtraItemDeleted],
    );
    expect((await api("DELETE", `/api/Tour/${id}/ExtraItem/${added.body.id}`, { token: leaderA.token })).status).toBe(
      200,
    );
  });

  it("serves the extra question with an empty answer list", async () => {
    const { id, vehicle } = await newTour();
    const res = await api("GET", `/api/Tour/${id}/extra-question?vehicleId=${vehicle.id}`, { token: leaderA.token });
    expect(res.body).toEqual({ title: "گروه خونی", isDateType: false, isRequired: true, answers: [] });
    const other = await newTour();
    expect(
      (await api("GET", `/api/Tour/${id}/extra-question?vehicleId=${other.vehicle.id}`, { token: leaderA.token }))
        .status,
    ).toBe(404);
  });
});

describe("vehicles and seats", () => {
  it("adds vehicles with capacity from the seat map or as given, and protects sold ones", async () => {
    const { id, session, vehicle } = await newTour();
    const minibus = await api("POST", `/api/Tour/${id}/Vehicle`, {
      token: leaderA.token,
      body: { sessionId: session.id, vehicleType: "MiniBus", busPassengersCanChooseTheirSeat: false, price: 0 },
    });
    expect(minibus.body).toMatchObject({ vehicleType: "MiniBus", capacity: 15, typeTitle: "مینی‌بوس" });
    const bus = await api("POST", `/api/Tour/${id}/Vehicle`, {
      token: leaderA.token,
      body: { sessionId: session.id, vehicleType: "Bus25", busPassengersCanChooseTheirSeat: true, price: 150_000 },
    });
    expect(bus.body).toMatchObject({ capacity: 25, price: 150_000 });
    expect(
      (
        await api("POST", `/api/Tour/${id}/Vehicle`, {
          token: leaderA.token,
          body: { sessionId: session.id, vehicleType: "Train", busPassengersCanChooseTheirSeat: true },
        })
      ).body.errors,
    ).toEqual([`انتخاب صندلی توسط مسافر: ${M.seatChoiceNeedsMap}`]);
    const otherTour = await newTour();
    expect(
      (
        await api("POST", `/api/Tour/${id}/Vehicle`, {
          token: leaderA.token,
          body: { sessionId: otherTour.session.id, vehicleType: "Bus44" },
        })
      ).status,
    ).toBe(404);

    const changed = await api("PUT", `/api/Tour/${id}/Vehicle/${bus.body.id}`, {
      token: leaderA.token,
      body: { sessionId: session.id, vehicleType: "Bus32", busPassengersCanChooseTheirSeat: true, price: 150_000 },
    });
    expect(changed.body).toMatchObject({ vehicleType: "Bus32", capacity: 32 });

    await prisma.vehicle.update({ where: { id: vehicle.id }, data: { bookedCount: 3 } });
    const refused = await api("PUT", `/api/Tour/${id}/Vehicle/${vehicle.id}`, {
      token: leaderA.token,
      body: { sessionId: session.id, vehicleType: "Bus32", busPassengersCanChooseTheirSeat: true, price: 0 },
    });
    expect(refused.body.errors).toEqual([M.soldVehicleChanged]);
    expect(
      (await api("DELETE", `/api/Tour/${id}/Vehicle/${vehicle.id}`, { token: leaderA.token })).body.errors,
    ).toEqual([M.soldVehicleChanged]);
    expect((await api("DELETE", `/api/Tour/${id}/Vehicle/${minibus.body.id}`, { token: leaderA.token })).status).toBe(
      200,
    );
  });

  it("draws the seat map for anyone and lets the leader close and reopen seats on it", async () => {
    const { id, vehicle } = await newTour();
    const seats = await api("GET", `/api/Tour/${id}/vehicle/${vehicle.id}/seats`);
    expect(seats.status).toBe(200);
    expect(seats.body.seats).toHaveLength(44);
    expect(seats.body.rows).toHaveLength(11);
    expect(seats.body.seats[0]).toEqual({ seatNumber: 1, state: "free" });

    const closed = await api("POST", `/api/Tour/${id}/vehicle/${vehicle.id}/close-seat/7`, { token: leaderA.token });
    expect(closed.body).toEqual({ vehicleId: vehicle.id, seatNumber: 7, closed: true });
    const after = await api("GET", `/api/Tour/${id}/vehicle/${vehicle.id}/seats`);
    expect(after.body.seats[6]).toEqual({ seatNumber: 7, state: "closed" });
    expect((await api("GET", `/api/Tour/${id}`)).body.sessions[0].vehicles[0].remainingCapacity).toBe(43);
    expect(
      (await api("POST", `/api/Tour/${id}/vehicle/${vehicle.id}/close-seat/7`, { token: leaderA.token })).body.closed,
    ).toBe(false);
    const outside = await api("POST", `/api/Tour/${id}/vehicle/${vehicle.id}/close-seat/45`, { token: leaderA.token });
    expect(outside.status).toBe(422);
    expect(outside.body.errors).toEqual([M.seatNotOnMap]);

    const draft = await newTour({ isDraft: true });
    expect((await api("GET", `/api/Tour/${draft.id}/vehicle/${draft.vehicle.id}/seats`)).status).toBe(404);
    expect(
      (await api("GET", `/api/Tour/${draft.id}/vehicle/${draft.vehicle.id}/seats`, { token: leaderA.token })).status,
    ).toBe(200);
    expect((await api("GET", `/api/Tour/${id}/vehicle/${draft.vehicle.id}/seats`)).status).toBe(404);
  });

  it.each([
    ["Bus44", 44],
    ["Bus32", 32],
    ["Bus26", 26],
    ["Bus25", 25],
  ])("a %s has %i seats", async (vehicleType, count) => {
    const { id, vehicle } = await newTour({
      sessions: [sessionInput(15, { vehicles: [{ vehicleType, busPassengersCanChooseTheirSeat: true }] })],
    });
    expect(vehicle.capacity).toBe(count);
    expect((await api("GET", `/api/Tour/${id}/vehicle/${vehicle.id}/seats`)).body.seats).toHaveLength(count);
  });
});

describe("refund rules", () => {
  it("keeps daysBefore unique and sorted, and freezes the rules once something is sold", async () => {
    const { id, session, tour } = await newTour();
    const list = await api("GET", `/api/tour/${id}/refundrules`, { token: leaderA.token });
    expect(
      list.body.map((r: { daysBefore: number; penaltyPercent: number }) => [r.daysBefore, r.penaltyPercent]),
    ).toEqual([
      [10, 10],
      [6, 30],
      [3, 60],
      [1, 100],
    ]);

    const added = await api("POST", `/api/tour/${id}/refundrule`, {
      token: leaderA.token,
      body: { daysBefore: 20, penaltyPercent: 0 },
    });
    expect(added.body).toMatchObject({ daysBefore: 20, penaltyPercent: 0, editable: true });
    const duplicate = await api("POST", `/api/tour/${id}/refundrule`, {
      token: leaderA.token,
      body: { daysBefore: 6, penaltyPercent: 40 },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual([M.refundDuplicate]);
    expect(
      (
        await api("POST", `/api/tour/${id}/refundrule`, {
          token: leaderA.token,
          body: { daysBefore: 2, penaltyPercent: 101 },
        })
      ).status,
    ).toBe(400);
    const moved = await api("PUT", `/api/tour/${id}/refundrule/${added.body.ruleId}`, {
      token: leaderA.token,
      body: { daysBefore: 15, penaltyPercent: 5 },
    });
    expect(moved.body).toMatchObject({ daysBefore: 15, penaltyPercent: 5 });
    expect(
      (
        await api("PUT", `/api/tour/${id}/refundrule/${added.body.ruleId}`, {
          token: leaderA.token,
          body: { daysBefore: 3, penaltyPercent: 5 },
        })
      ).body.errors,
    ).toEqual([M.refundDuplicate]);
    expect(
      (await api("DELETE", `/api/tour/${id}/refundrule/${added.body.ruleId}`, { token: leaderA.token })).status,
    ).toBe(200);
    const sorted = (await api("GET", `/api/tour/${id}/refundrules`, { token: leaderA.token })).body.map(
      (r: { daysBefore: number }) => r.daysBefore,
    );
    expect(sorted).toEqual([10, 6, 3, 1]);

    await prisma.tourSession.update({ where: { id: session.id }, data: { bookedCount: 1 } });
    expect(
      (await api("GET", `/api/tour/${id}/refundrules`, { token: leaderA.token })).body.every(
        (r: { editable: boolean }) => !r.editable,
      ),
    ).toBe(true);
    const rule = tour.refundRules[0];
    for (const res of [
      await api("POST", `/api/tour/${id}/refundrule`, {
        token: leaderA.token,
        body: { daysBefore: 30, penaltyPercent: 0 },
      }),
      await api("PUT", `/api/tour/${id}/refundrule/${rule.id}`, {
        token: leaderA.token,
        body: { daysBefore: 11, penaltyPercent: 10 },
      }),
      await api("DELETE", `/api/tour/${id}/refundrule/${rule.id}`, { token: leaderA.token }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([M.soldRefundRules]);
    }
  });
});

describe("photos", () => {
  it("uploads into slots, deletes with compaction, reorders and copies between own tours", async () => {
    const { id } = await newTour();
    const names: string[] = [];
    for (const order of [1, 2, 3]) {
      const res = await api("POST", `/api/tour/${id}/Photo`, {
        token: leaderA.token,
        form: await photoForm({ Order: order }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      names.push(res.body.name);
      expect(existsSync(onDisk(res.body.name))).toBe(true);
    }
    // Past the last photo a slot number lands in the next free slot; 5 is no slot.
    const far = await api("POST", `/api/tour/${id}/Photo`, {
      token: leaderA.token,
      form: await photoForm({ Order: 4 }),
    });
    expect(far.body.photos.map((p: { order: number }) => p.order)).toEqual([1, 2, 3, 4]);
    expect(
      (await api("POST", `/api/tour/${id}/Photo`, { token: leaderA.token, form: await photoForm({ Order: 5 }) }))
        .status,
    ).toBe(400);
    // Uploading into an occupied slot replaces its photo (and its file).
    const replaced = await api("POST", `/api/tour/${id}/Photo`, {
      token: leaderA.token,
      form: await photoForm({ Order: 4 }),
    });
    expect(replaced.body.photos).toHaveLength(4);
    expect(existsSync(onDisk(far.body.name))).toBe(false);
    const notImage = new FormData();
    notImage.append("Photo", new File(["not an image"], "x.jpg", { type: "image/jpeg" }));
    notImage.append("Order", "1");
    expect((await api("POST", `/api/tour/${id}/Photo`, { token: leaderA.token, form: notImage })).status).toBe(400);

    const afterDelete = await api("DELETE", `/api/tour/${id}/Photo/${names[0]}`, { token: leaderA.token });
    expect(afterDelete.body.photos.map((p: { order: number; name: string }) => [p.order, p.name])).toEqual([
      [1, names[1]],
      [2, names[2]],
      [3, replaced.body.name],
    ]);
    expect(afterDelete.body.photos[0].address).toBe(`/uploads/tours/${names[1]}`);
    expect(existsSync(onDisk(names[0]))).toBe(false);

    const reordered = await api("POST", "/api/tour/ReOrderTourPhoto", {
      token: leaderA.token,
      body: {
        tourId: id,
        photos: [
          { order: 1, name: replaced.body.name },
          { order: 2, name: names[2] },
          { order: 3, name: names[1] },
        ],
      },
    });
    expect(reordered.body.photos.map((p: { name: string }) => p.name)).toEqual([
      replaced.body.name,
      names[2],
      names[1],
    ]);
    // The same message and code as a product's (one photo-slot service).
    const mismatch = await api("POST", "/api/tour/ReOrderTourPhoto", {
      token: leaderA.token,
      body: { tourId: id, photos: [{ order: 1, name: names[1] }] },
    });
    expect(mismatch.body).toMatchObject({ errors: [PHOTO_MESSAGES.reorderMismatch], codes: ["photo_order_mismatch"] });

    const target = await newTour();
    const copyForm = new FormData();
    copyForm.append("OldPhotoName", names[1]);
    copyForm.append("TourId", String(target.id));
    copyForm.append("Priority", "1");
    const copied = await api("POST", "/api/tour/CopyTourPhoto", { token: leaderA.token, form: copyForm });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.name).not.toBe(names[1]);
    expect(existsSync(onDisk(copied.body.name))).toBe(true);
    expect((await api("GET", `/api/Tour/${target.id}`)).body.photos).toHaveLength(1);
    // Another leader cannot copy A's photo into their own tour.
    const bTour = await api("POST", "/api/Tour", { token: leaderB.token, body: await tourPayload() });
    const stolen = new FormData();
    stolen.append("OldPhotoName", names[1]);
    stolen.append("TourId", String(bTour.body.id));
    stolen.append("Priority", "1");
    expect((await api("POST", "/api/tour/CopyTourPhoto", { token: leaderB.token, form: stolen })).status).toBe(404);
  });

  it("sets the local leader photo (turning off the default copy), and the default tour's photos", async () => {
    const { id } = await newTour();
    const set = await api("POST", `/api/Tour/${id}/Photo/local-leader`, {
      token: leaderA.token,
      form: await photoForm({ Order: 1 }),
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const tour = await prisma.tour.findUniqueOrThrow({ where: { id } });
    expect(tour).toMatchObject({ localLeaderPhoto: set.body.name, copyLocalLeaderPhotoFromDefaultTour: false });
    expect((await api("DELETE", `/api/Tour/${id}/Photo/local-leader`, { token: leaderA.token })).status).toBe(200);
    expect(existsSync(onDisk(set.body.name))).toBe(false);

    const leader = await createUser();
    const copying = await api("POST", "/api/Tour", { token: leader.token, body: await tourPayload() });
    const defaultLeader = await api("POST", "/api/Tour/default/Photo/local-leader", {
      token: leader.token,
      form: await photoForm(),
    });
    expect(defaultLeader.status).toBe(200);
    const defaultPhoto = await api("POST", "/api/Tour/UploadDefaultPhotoForTour", {
      token: leader.token,
      form: await photoForm({}, "Image"),
    });
    expect(defaultPhoto.status).toBe(200);
    const page = await api("GET", `/api/Tour/${copying.body.id}`);
    expect(page.body.localLeaderPhoto).toBe(defaultLeader.body.address);
    expect(page.body.photos).toEqual([{ order: 1, name: defaultPhoto.body.name, address: defaultPhoto.body.address }]);
    expect((await api("DELETE", "/api/Tour/default/Photo/local-leader", { token: leader.token })).body.name).toBeNull();
    expect((await api("GET", "/api/Tour/default", { token: leader.token })).body.localLeaderPhoto).toBeNull();
  });
});

describe("default tour", () => {
  it("answers the product defaults first, then saves and returns the leader's settings", async () => {
    const leader = await createUser();
    const affiliate = await createUser({ role: "Affiliate" });
    const initial = await api("GET", "/api/Tour/default", { token: leader.token });
    expect(initial.body).toMatchObject({
      id: null,
      startAge: 18,
      endAge: 65,
      refundRules: [
        { daysBefore: 10, penaltyPercent: 10 },
        { daysBefore: 6, penaltyPercent: 30 },
        { daysBefore: 3, penaltyPercent: 60 },
        { daysBefore: 1, penaltyPercent: 100 },
      ],
    });
    const city = await prisma.city.findFirstOrThrow({ where: { name: "شیراز" } });
    const saved = await api("PUT", "/api/Tour/default", {
      token: leader.token,
      body: {
        startCityId: city.id,
        startAge: 12,
        endAge: 70,
        services: ["صبحانه"],
        checkLists: ["کوله‌پشتی"],
        tags: ["فارس"],
        collaborators: [affiliate.user.id],
        vehicles: [{ type: "Bus44", price: 0, enableSeat: true }],
        refundRules: [
          { daysBefore: 2, penaltyPercent: 50 },
          { daysBefore: 7, penaltyPercent: 20 },
        ],
        ticketNote: "کارت ملی همراه داشته باشید",
        localLeaderFullName: "مریم احمدی",
        affiliatesCanSellThisTour: true,
        shareFromSalesToAffiliates: 8,
        maxSellCountFromCollaborators: 10,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      id: expect.any(Number),
      startCityId: city.id,
      startAge: 12,
      collaborators: [affiliate.user.id],
      refundRules: [
        { daysBefore: 7, penaltyPercent: 20 },
        { daysBefore: 2, penaltyPercent: 50 },
      ],
      shareFromSalesToAffiliates: 8,
    });
    expect((await api("GET", "/api/Tour/default", { token: leader.token })).body).toEqual(saved.body);
    const bad = await api("PUT", "/api/Tour/default", {
      token: leader.token,
      body: { vehicles: [{ type: "Train", enableSeat: true }], shareFromSalesToAffiliates: 150 },
    });
    expect(bad.status).toBe(400);
    expect((await api("GET", "/api/Tour/default", { token: leaderB.token })).body.id).toBeNull();
  });
});

describe("ownership", () => {
  it("another leader gets 404 on every sub-resource of A's tour, and nothing changes", async () => {
    const { id, session, vehicle, tour } = await newTour();
    const photo = await api("POST", `/api/tour/${id}/Photo`, {
      token: leaderA.token,
      form: await photoForm({ Order: 1 }),
    });
    const before = await prisma.tour.findUniqueOrThrow({
      where: { id },
      include: {
        tags: true,
        services: true,
        checklists: true,
        extraItems: true,
        refundRules: true,
        photos: true,
        sessions: { include: { vehicles: true } },
      },
    });
    const item = tour.extraItems[0];
    const rule = tour.refundRules[0];
    const calls: [string, string, { body?: unknown; form?: () => Promise<FormData> }?][] = [
      ["GET", `/api/Tour/${id}/edit`],
      ["PUT", `/api/Tour/${id}`, { body: await tourPayload() }],
      ["DELETE", `/api/Tour/${id}`],
      ["POST", `/api/Tour/${id}/cancel`, { body: { reason: 1 } }],
      ["PUT", `/api/Tour/${id}/toggleRegistration`],
      ["PUT", `/api/Tour/${id}/sale-website/visibility`, { body: { visibility: false } }],
      ["POST", `/api/Tour/${id}/Tags`, { body: { tags: ["x"] } }],
      ["DELETE", `/api/Tour/${id}/Tags/${encodeURIComponent("دماوند")}`],
      ["POST", `/api/Tour/${id}/Checklist`, { body: { title: "x" } }],
      ["PUT", `/api/Tour/${id}/Checklist/${tour.checklists[0].id}`, { body: { title: "x" } }],
      ["DELETE", `/api/Tour/${id}/Checklist/${tour.checklists[0].id}`],
      ["POST", `/api/Tour/${id}/Service`, { body: { title: "x" } }],
      ["PUT", `/api/Tour/${id}/Service/${tour.services[0].id}`, { body: { title: "x" } }],
      ["DELETE", `/api/Tour/${id}/Service/${tour.services[0].id}`],
      ["POST", `/api/Tour/${id}/ExtraItem`, { body: { title: "x", capacity: 1, price: 1000 } }],
      ["PUT", `/api/Tour/${id}/ExtraItem/${item.id}`, { body: { title: "x", capacity: 1, price: 1000 } }],
      ["DELETE", `/api/Tour/${id}/ExtraItem/${item.id}`],
      ["GET", `/api/Tour/${id}/bought-extra-items`],
      ["GET", `/api/Tour/${id}/extra-question`],
      ["POST", `/api/Tour/${id}/Vehicle`, { body: { sessionId: session.id, vehicleType: "MiniBus" } }],
      ["PUT", `/api/Tour/${id}/Vehicle/${vehicle.id}`, { body: { sessionId: session.id, vehicleType: "MiniBus" } }],
      ["DELETE", `/api/Tour/${id}/Vehicle/${vehicle.id}`],
      ["POST", `/api/Tour/${id}/vehicle/${vehicle.id}/close-seat/3`],
      ["POST", `/api/tour/${id}/refundrule`, { body: { daysBefore: 30, penaltyPercent: 0 } }],
      ["PUT", `/api/tour/${id}/refundrule/${rule.id}`, { body: { daysBefore: 30, penaltyPercent: 0 } }],
      ["DELETE", `/api/tour/${id}/refundrule/${rule.id}`],
      ["GET", `/api/tour/${id}/refundrules`],
      ["POST", `/api/tour/${id}/Photo`, { form: () => photoForm({ Order: 2 }) }],
      ["DELETE", `/api/tour/${id}/Photo/${photo.body.name}`],
      ["POST", "/api/tour/ReOrderTourPhoto", { body: { tourId: id, photos: [{ order: 1, name: photo.body.name }] } }],
      ["POST", `/api/Tour/${id}/Photo/local-leader`, { form: () => photoForm() }],
      ["DELETE", `/api/Tour/${id}/Photo/local-leader`],
    ];
    for (const [method, url, options] of calls) {
      const res = await api(method, url, {
        token: leaderB.token,
        body: options?.body,
        form: options?.form ? await options.form() : undefined,
      });
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(404);
    }
    const copyForm = new FormData();
    copyForm.append("OldPhotoName", photo.body.name);
    copyForm.append("TourId", String(id));
    copyForm.append("Priority", "2");
    expect((await api("POST", "/api/tour/CopyTourPhoto", { token: leaderB.token, form: copyForm })).status).toBe(404);

    const after = await prisma.tour.findUniqueOrThrow({
      where: { id },
      include: {
        tags: true,
        services: true,
        checklists: true,
        extraItems: true,
        refundRules: true,
        photos: true,
        sessions: { include: { vehicles: true } },
      },
    });
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    expect(await prisma.vehicleClosedSeat.count({ where: { vehicleId: vehicle.id } })).toBe(0);
  });
});
