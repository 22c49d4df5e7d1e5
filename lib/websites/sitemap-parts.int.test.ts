// The sitemaps' lists against the real database: the split into parts by id (each part a range of ids ending before the
// next part's first), each part's lastmod, and which tours the platform lists (none of a leader with an active sale
// website); a part's name the index never gave is not built.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/tests/helpers/factories";
import { cachedSitemapPart } from "./cached-sitemap-part";
import { listSitemapParts } from "./list-sitemap-parts";
import { readSitemapPart } from "./read-sitemap-part";

const DAY = 24 * 60 * 60 * 1000;
const OPEN = { to: null };

async function makeTours(leaderId: number, count: number, extra: Record<string, unknown> = {}) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const tour = await prisma.tour.create({
      data: { leaderId, title: `تور ${i + 1}`, tourType: "SimpleTour", ...extra },
      select: { id: true },
    });
    ids.push(tour.id);
  }
  return ids;
}

async function makeSite(userId: number, days: number) {
  await prisma.saleWebsite.create({
    data: {
      userId,
      subDomain: `seo${userId}`,
      startsAt: new Date(),
      expiresAt: new Date(Date.now() + days * DAY),
    },
  });
}

describe("sitemap parts", () => {
  it("splits a site's tours every `size` rows by id, each part with its newest lastmod", async () => {
    const { user } = await createUser();
    const ids = await makeTours(user.id, 5);
    await makeTours(user.id, 1, { visibility: "Hidden" });
    await makeTours(user.id, 1, { isDraft: true });
    await makeTours(user.id, 1, { deletedAt: new Date() });
    await makeTours(user.id, 1, { status: "Cancelled" });
    // The second tour edited last: its part's lastmod is its own.
    const edited = await prisma.tour.update({ where: { id: ids[1] }, data: { title: "ویرایش" } });
    const source = { kind: "siteTours" as const, leaderId: user.id };

    const parts = await listSitemapParts(source, 2);
    expect(parts.map((p) => [p.from, p.to, p.count])).toEqual([
      [ids[0], ids[2] - 1, 2],
      [ids[2], ids[4] - 1, 2],
      [ids[4], null, 1],
    ]);
    expect(parts[0].lastmod).toBe(edited.updatedAt.toISOString());
    const lastOf = await prisma.tour.findUniqueOrThrow({ where: { id: ids[4] } });
    expect(parts[2].lastmod).toBe(lastOf.updatedAt.toISOString());

    // Each part is read over its range of ids, at most `size` rows: together every listed tour once.
    const read = await Promise.all(parts.map((p) => readSitemapPart(source, p, 2)));
    expect(read.flat().map((u) => u.path)).toEqual(ids.map((id) => `/${user.id}/tour/${id}`));
    expect(read[0][1]).toEqual({ path: `/${user.id}/tour/${ids[1]}`, lastmod: edited.updatedAt.toISOString() });
  });

  it("lists on the platform only the tours of leaders without an active sale website", async () => {
    const [plain, withSite, lapsed] = await Promise.all([createUser(), createUser(), createUser()]);
    const [plainTour] = await makeTours(plain.user.id, 1);
    const [siteTour] = await makeTours(withSite.user.id, 1);
    const [lapsedTour] = await makeTours(lapsed.user.id, 1);
    await makeSite(withSite.user.id, 30);
    await makeSite(lapsed.user.id, -1);

    const from = Math.min(plainTour, siteTour, lapsedTour);
    const paths = (await readSitemapPart({ kind: "tours" }, { from, ...OPEN })).map((u) => u.path);
    expect(paths).toContain(`/${plain.user.id}/tour/${plainTour}`);
    expect(paths).toContain(`/${lapsed.user.id}/tour/${lapsedTour}`);
    expect(paths).not.toContain(`/${withSite.user.id}/tour/${siteTour}`);
    // …which the site's own sitemap lists.
    const ofSite = await readSitemapPart({ kind: "siteTours", leaderId: withSite.user.id }, { from: 1, ...OPEN });
    expect(ofSite.map((u) => u.path)).toEqual([`/${withSite.user.id}/tour/${siteTour}`]);
  });

  it("lists leaders' public pages, not deleted, disabled or other roles' users", async () => {
    const leader = await createUser();
    const deleted = await createUser({ deletedAt: new Date() });
    const disabled = await createUser({ disabledAt: new Date() });
    const passenger = await createUser({ role: "Affiliate" });
    const from = leader.user.id;
    const paths = (await readSitemapPart({ kind: "leaders" }, { from, ...OPEN })).map((u) => u.path);
    expect(paths).toContain(`/${leader.user.id}`);
    for (const other of [deleted, disabled, passenger]) expect(paths).not.toContain(`/${other.user.id}`);

    // The whole platform's index: parts of at most `size`, covering every listed leader once.
    const parts = await listSitemapParts({ kind: "leaders" }, 3);
    expect(parts.every((p) => p.count <= 3)).toBe(true);
    const all = (await Promise.all(parts.map((p) => readSitemapPart({ kind: "leaders" }, p, 3)))).flat();
    expect(all).toHaveLength(parts.reduce((n, p) => n + p.count, 0));
    expect(new Set(all.map((u) => u.path)).size).toBe(all.length);
    expect(all.map((u) => u.path)).toContain(`/${leader.user.id}`);
  });

  it("reads a part over its own range of ids (a tour past its end is the next part's) and builds only the index's parts", async () => {
    const { user } = await createUser();
    const ids = await makeTours(user.id, 4);
    const source = { kind: "siteTours" as const, leaderId: user.id };
    const [first, second] = await listSitemapParts(source, 2);
    // A tour of the first part unlisted after the index was made: the part holds one row, not the next part's first.
    await prisma.tour.update({ where: { id: ids[1] }, data: { visibility: "Hidden" } });
    expect((await readSitemapPart(source, first, 2)).map((u) => u.path)).toEqual([`/${user.id}/tour/${ids[0]}`]);
    expect((await readSitemapPart(source, second, 2)).map((u) => u.path)).toEqual(
      ids.slice(2).map((id) => `/${user.id}/tour/${id}`),
    );
    // The site's parts list (kept) names ids[0] and ids[2]; a name in between was never given: not built, the 404.
    const origin = "https://seo.example";
    expect(await cachedSitemapPart(source, ids[0], origin)).not.toBeNull();
    expect(await cachedSitemapPart(source, ids[1], origin)).toBeNull();
  });
});
