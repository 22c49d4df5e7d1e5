import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

const require = createRequire(import.meta.url);
const seededProvinces = require("iran-cities-json/ostan.json") as { id: number; name: string }[];
const seededCities = require("iran-cities-json/shahr.json") as { id: number }[];
const persian = new Intl.Collator("fa");

describe("GET /api/Provinces", () => {
  it("lists every province as {id, name} in Persian order, publicly, with cache headers", async () => {
    const res = await api("GET", "/api/Provinces");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(seededProvinces.length);
    for (const p of res.body) expect(Object.keys(p).sort()).toEqual(["id", "name"]);
    const names = res.body.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort(persian.compare));
    expect(names).toContain("تهران");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
  });

  it("answers the same to a signed-in caller and to any spelling of the path", async () => {
    const { token } = await createUser({ role: "Leader", confirmed: false });
    const res = await api("GET", "/API/provinces", { token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(seededProvinces.length);
  });
});

describe("GET /api/Provinces/{provinceId}/cities", () => {
  it("lists the province's cities as {id, name, provinceId}", async () => {
    const tehran = await prisma.province.findFirstOrThrow({
      where: { name: "تهران" },
      include: { _count: { select: { cities: true } } },
    });
    const res = await api("GET", `/api/Provinces/${tehran.id}/cities`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(tehran._count.cities);
    expect(res.body.length).toBeGreaterThan(10);
    for (const c of res.body) {
      expect(Object.keys(c).sort()).toEqual(["id", "name", "provinceId"]);
      expect(c.provinceId).toBe(tehran.id);
    }
    expect(res.body.map((c: { name: string }) => c.name)).toContain("تهران");
    expect(res.headers.get("cache-control")).toMatch(/^public/);
  });

  it("answers 404 for an unknown province and for an id that is not a decimal int4 (the path names nothing)", async () => {
    const unknown = await api("GET", "/api/Provinces/987654/cities");
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual(["استان مورد نظر یافت نشد."]);
    for (const bad of ["abc", "1.5", "-3", "0", "99999999999", "0x10"]) {
      const res = await api("GET", `/api/Provinces/${bad}/cities`);
      expect(res.status, bad).toBe(404);
      expect(res.body.codes).toEqual(["not_found"]);
    }
  });
});

describe("GET /api/Provinces/citites", () => {
  it("lists every city with its province name, without tags unless asked", async () => {
    const res = await api("GET", "/api/Provinces/citites");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(seededCities.length);
    const provinces = new Map((await prisma.province.findMany()).map((p) => [p.id, p.name]));
    for (const c of res.body) {
      expect(Object.keys(c).sort()).toEqual(["id", "name", "provinceId", "provinceName"]);
      expect(c.provinceName).toBe(provinces.get(c.provinceId));
    }
    const off = await api("GET", "/api/Provinces/citites?includeTags=false");
    expect(off.body[0].tags).toBeUndefined();
  });

  it("adds a tags list to each city with includeTags", async () => {
    for (const query of ["includeTags=true", "IncludeTags=1", "includeTags"]) {
      const res = await api("GET", `/api/Provinces/citites?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body).toHaveLength(seededCities.length);
      for (const c of res.body) expect(Array.isArray(c.tags)).toBe(true);
      expect(res.headers.get("cache-control")).toMatch(/^public, max-age=300/);
    }
  });

  it("tags a city with the distinct tags of the published tours that start there", async () => {
    const [cityA, cityB] = await prisma.city.findMany({ orderBy: { id: "desc" }, take: 2 });
    const { user } = await createUser({ role: "Leader" });
    const tour = (data: Record<string, unknown>, tags: string[]) =>
      prisma.tour.create({
        data: {
          leaderId: user.id,
          title: "تور",
          tourType: "SimpleTour",
          ...data,
          tags: { create: tags.map((title) => ({ title })) },
        },
      });
    const unique = `t${Date.now()}`;
    await tour({ startCityId: cityA.id }, [`کوه-${unique}`, `طبیعت-${unique}`]);
    await tour({ startCityId: cityA.id }, [`کوه-${unique}`]);
    await tour({ startCityId: cityA.id, isDraft: true }, [`پیش‌نویس-${unique}`]);
    await tour({ startCityId: cityA.id, deletedAt: new Date() }, [`حذف-${unique}`]);
    await tour({ startCityId: cityA.id, status: "Cancelled" }, [`لغو-${unique}`]);
    await tour({ startCityId: cityB.id }, [`دریا-${unique}`]);

    const res = await api("GET", "/api/Provinces/citites?includeTags=true");
    const byId = new Map(
      res.body.map((c: { id: number; tags: string[] }) => [c.id, c.tags.filter((t) => t.endsWith(unique))]),
    );
    expect(byId.get(cityA.id)).toEqual([`طبیعت-${unique}`, `کوه-${unique}`]);
    expect(byId.get(cityB.id)).toEqual([`دریا-${unique}`]);
  });

  it("answers 400 for an includeTags that is not a yes or no", async () => {
    const res = await api("GET", "/api/Provinces/citites?includeTags=maybe");
    expect(res.status).toBe(400);
  });
});
