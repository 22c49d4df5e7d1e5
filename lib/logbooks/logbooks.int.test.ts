// Logbook calls: read and save per tour, the list (own tours or collaborations), the logbook photo
// (one of the tour's photos) and UploadMyFile; another leader's tour is 404, other roles 403.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

type User = Awaited<ReturnType<typeof createUser>>;
let leaderA: User;
let leaderB: User;
let affiliate: User;
let tourId: number;
let collabTourId: number;

const body = {
  logbook: "سفر به دماوند در برف",
  pastToursCount: 12,
  previousPassengerCount: 340,
  embeddedVideoTitle: "گزارش ویدیویی",
  embeddedVideoLocation: "https://www.aparat.com/video/video/embed/videohash/abc",
};

beforeAll(async () => {
  [leaderA, leaderB, affiliate] = await Promise.all([createUser(), createUser(), createUser({ role: "Affiliate" })]);
  tourId = (
    await prisma.tour.create({
      data: {
        leaderId: leaderA.user.id,
        title: "دماوند",
        tourType: "SimpleTour",
        photos: { create: [{ order: 1, name: "logbook-photo-1.webp" }] },
      },
    })
  ).id;
  collabTourId = (
    await prisma.tour.create({
      data: {
        leaderId: leaderB.user.id,
        title: "همکاری",
        tourType: "SimpleTour",
        collaborators: { create: [{ userId: leaderA.user.id }] },
      },
    })
  ).id;
});

describe("GET/PUT /api/tour/{tourId}/logbook", () => {
  it("an unwritten logbook is empty; a saved one reads back", async () => {
    expect((await api("GET", `/api/tour/${tourId}/logbook`, { token: leaderA.token })).body).toMatchObject({
      tourId,
      logbookText: "",
      previousToursCount: 0,
    });
    const saved = await api("PUT", `/api/tour/${tourId}/logbook`, { token: leaderA.token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      logbookText: body.logbook,
      previousToursCount: 12,
      previousPassengersCount: 340,
      embeddedVideoTitle: "گزارش ویدیویی",
    });
    expect((await api("GET", `/api/tour/${tourId}/logbook`, { token: leaderA.token })).body.logbookText).toBe(
      body.logbook,
    );
  });

  it("refuses a missing text, a negative count and a non-https video, writing nothing", async () => {
    for (const bad of [
      { ...body, logbook: "" },
      { ...body, pastToursCount: -1 },
      { ...body, embeddedVideoLocation: "javascript:alert(1)" },
    ]) {
      const res = await api("PUT", `/api/tour/${tourId}/logbook`, { token: leaderA.token, body: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors.join(" ")).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await prisma.tourLogbook.findUniqueOrThrow({ where: { tourId } })).logbookText).toBe(body.logbook);
  });

  it("another leader's tour is 404, an affiliate 403", async () => {
    expect((await api("GET", `/api/tour/${tourId}/logbook`, { token: leaderB.token })).status).toBe(404);
    expect((await api("PUT", `/api/tour/${tourId}/logbook`, { token: leaderB.token, body })).status).toBe(404);
    expect((await api("GET", `/api/tour/${tourId}/logbook`, { token: affiliate.token })).status).toBe(403);
  });
});

describe("GET /api/tour/logbooks", () => {
  it("lists the caller's tours, or with OnlyCollabs the ones they collaborate on", async () => {
    const own = await api("GET", "/api/tour/logbooks?Page=1&PageSize=9", { token: leaderA.token });
    expect(own.body.result.map((t: { id: number }) => t.id)).toEqual([tourId]);
    expect(own.body.result[0]).toMatchObject({ hasLogbook: true, logbookText: body.logbook });
    const collabs = await api("GET", "/api/tour/logbooks?Resource.OnlyCollabs=true", { token: leaderA.token });
    expect(collabs.body.result.map((t: { id: number }) => t.id)).toEqual([collabTourId]);
    expect(
      (await api("GET", "/api/tour/logbooks", { token: leaderB.token })).body.result.map((t: { id: number }) => t.id),
    ).toEqual([collabTourId]);
    expect((await api("GET", "/api/tour/logbooks", { token: affiliate.token })).status).toBe(403);
  });
});

describe("POST /api/Tour/{tourId}/Photo/logbook", () => {
  it("takes one of the tour's photos; another's photo 422, another's tour 404", async () => {
    const ok = await api("POST", `/api/Tour/${tourId}/Photo/logbook`, {
      token: leaderA.token,
      body: { photoName: "logbook-photo-1.webp" },
    });
    expect(ok.body).toMatchObject({ photoName: "logbook-photo-1.webp", photo: "/uploads/tours/logbook-photo-1.webp" });
    const foreign = await api("POST", `/api/Tour/${tourId}/Photo/logbook`, {
      token: leaderA.token,
      body: { photoName: "someone-else.webp" },
    });
    expect([foreign.status, foreign.body.codes]).toEqual([422, ["photo_not_of_tour"]]);
    expect(
      (await api("POST", `/api/Tour/${tourId}/Photo/logbook`, { token: leaderB.token, body: { photoName: null } }))
        .status,
    ).toBe(404);
    expect((await prisma.tourLogbook.findUniqueOrThrow({ where: { tourId } })).photoName).toBe("logbook-photo-1.webp");
  });
});

describe("POST /api/Tour/UploadMyFile", () => {
  it("stores a real image after the account password; a wrong password 403, a fake image 4xx, an affiliate 403", async () => {
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const form = (password: string, bytes: BlobPart = new Uint8Array(png)) => {
      const f = new FormData();
      f.set("Image", new File([bytes], "my.png", { type: "image/png" }));
      f.set("FileName", "نقشه مسیر");
      f.set("Password", password);
      return f;
    };
    const ok = await api("POST", "/api/Tour/UploadMyFile", { token: leaderA.token, form: form(leaderA.password) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ fileName: "نقشه مسیر" });
    expect(ok.body.address).toMatch(/^\/uploads\/tours\/file-/);
    const wrong = await api("POST", "/api/Tour/UploadMyFile", { token: leaderA.token, form: form("Wrong#1234") });
    expect([wrong.status, wrong.body.codes]).toEqual([403, ["wrong_password"]]);
    expect(
      (
        await api("POST", "/api/Tour/UploadMyFile", {
          token: leaderA.token,
          form: form(leaderA.password, "not an image"),
        })
      ).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await api("POST", "/api/Tour/UploadMyFile", { token: affiliate.token, form: form(affiliate.password) })).status,
    ).toBe(403);
  });
});
