// Whether the record a public page names exists (lib/websites/public-page-id.ts; for a tour, whether it has a public
// page: lib/tours/public-tour-where.ts; for a leader, lib/websites/public-leader-where.ts; for a later page of a site's
// calendar day, whether the day has that many sessions; for a site's shop, magazine or certificate, whether the site has
// it), asked by proxy.ts before Next renders, so that a page for an
// unknown id costs one indexed read instead of a render and a page-cache entry per id (issue 30), and a sale website's
// host answers a hidden, draft or deleted tour, or a day's page past its last, with its own 404. A "yes" is remembered for a second in a bounded map, the time in which
// two instances agree elsewhere: a burst of views of one tour costs one read a second, and a tour hidden or deleted on
// another instance is the site's own 404 from the next second (within it, its real 404: on a site host the platform's).
// A "no" is never remembered: a tour created or published on any instance has its page at once, and nothing grows with
// the number of unknown ids.
import { prisma } from "@/lib/db/client";
import { PUBLIC_TOUR_WHERE } from "@/lib/tours/public-tour-where";
import { setBounded } from "@/lib/shared/set-bounded";
import type { PublicPageId } from "./public-page-id";
import { PUBLIC_LEADER_WHERE } from "./public-leader-where";
import { calendarDayPages, listCalendarDay } from "./site-calendar";
import { siteFlags } from "./features";

/** How long a "yes" is kept, and how many are kept at most (the oldest are dropped first). */
const KNOWN_MS = 1_000;
const KNOWN_MAX = 10_000;
const known = new Map<string, number>();

function keyOf(page: PublicPageId): string {
  if (page.kind === "leader") return `l:${page.leaderId}`;
  if (page.kind === "calendarDay") return `c:${page.leaderId}:${page.day}:${page.page}`;
  if (page.kind === "sitePage") return `s:${page.leaderId}:${page.page}`;
  return page.kind === "tour" ? `t:${page.leaderId}:${page.tourId}` : `p:${page.leaderId}:${page.productId}`;
}

async function exists(page: PublicPageId): Promise<boolean> {
  if (page.kind === "leader") {
    return (await prisma.user.count({ where: { id: page.leaderId, ...PUBLIC_LEADER_WHERE } })) > 0;
  }
  if (page.kind === "calendarDay") {
    // The day page's own rule (load-site-calendar-day.ts) over the same count, read uncached: the page's cached read is
    // kept per page number, and a lookup must not keep an entry per number asked.
    const { count } = await listCalendarDay(page.leaderId, page.day, page.page);
    return page.page <= calendarDayPages(count);
  }
  if (page.kind === "sitePage") {
    // The pages' own rules (site-content-pages.ts through get-public-site.ts): the plan and features, the photo's key.
    const site = await prisma.saleWebsite.findUnique({
      where: { userId: page.leaderId },
      select: { planType: true, featureIds: true, certificatePhotoName: true },
    });
    if (!site) return false;
    if (page.page === "certificate") return !!site.certificatePhotoName;
    const flags = siteFlags(site);
    return page.page === "shop" ? flags.hasShop : flags.hasMag;
  }
  if (page.kind === "tour") {
    return (await prisma.tour.count({ where: { id: page.tourId, leaderId: page.leaderId, ...PUBLIC_TOUR_WHERE } })) > 0;
  }
  return (await prisma.product.count({ where: { id: page.productId, leaderId: page.leaderId } })) > 0;
}

export async function publicPageExists(page: PublicPageId, now: () => number = Date.now): Promise<boolean> {
  const key = keyOf(page);
  const until = known.get(key);
  if (until !== undefined && until > now()) return true;
  known.delete(key);
  if (!(await exists(page))) return false;
  setBounded(known, key, now() + KNOWN_MS, KNOWN_MAX);
  return true;
}
