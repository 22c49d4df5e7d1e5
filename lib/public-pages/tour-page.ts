// The tour page of both hosts (components/tour-public/tour-page-route.tsx, a Pages Router page:
// pages/[leaderId]/tour/[tourId].tsx and pages/sites/[host]/[leaderId]/tour/[tourId].tsx). Composed here,
// above lib/tours and lib/websites, so a page view's data flows one way: the tour from lib/tours, the site
// (its frame, origin, clock) from lib/websites, neither calling back into the other.
// On the platform: the tour with the platform's origin (or the leader's active site's, the canonical one).
// Under a sale website's host: the same tour inside the site's frame with the site's origin and brand, only
// for the active site's own tours; an inactive site gets its inactive page (none of the owner's data), another
// leader's tour or an unknown host the 404. A missing, draft or deleted tour is the 404 on both.
// `tags` name everything the page shows (the tour's terms, the leader's tours, the site, the site's
// clock), so a cached copy is expired by the edits that change it.
import { notFound } from "next/navigation";
import { expireAtTag } from "@/lib/cache/page-cache-tags";
import { env } from "@/lib/config/env";
import { isNotFoundSignal } from "@/lib/http/not-found-signal";
import { PLATFORM_NAME } from "@/lib/shared/brand";
import { islandsScript, type IslandsScript } from "@/lib/tours/islands-script";
import { getCachedPublicTour, parseId } from "@/lib/tours/get-public-tour";
import { listCachedLeaderOpenTours } from "@/lib/tours/list-leader-open-tours";
import { leaderOpenToursTag, leaderToursTag, publicTourTag, siteTag } from "@/lib/tours/public-tour-tags";
import { canonicalSiteOf } from "@/lib/websites/canonical-site-of";
import { loadedSiteTags, loadSite, nextClockChange, siteOrigin, type ActiveSite } from "@/lib/websites/load-site";
import { siteFrameData, type SiteFrameData } from "@/lib/websites/site-frame-data";
import { expireSiteAt } from "@/lib/websites/site-tags";
import { getVoteSummary } from "@/lib/votes/vote-summary";
import { siteLoginUrl } from "@/lib/websites/trusted-origin";
import { cachedPageProps, onDemandPaths, paramOf } from "./cached-page-props";

/**
 * What the page shows of the tour: the tour (404 for a wrong id or leader), the leader's other open tours and
 * the votes, read alongside. Plain data (no promise): a Pages Router page has no async components.
 */
async function loadTourPage(leaderId: string, tourId: string) {
  const id = parseId(tourId);
  if (!id) notFound();
  const [tour, otherTours, votes] = await Promise.all([
    getCachedPublicTour(leaderId, tourId),
    listCachedLeaderOpenTours(parseId(leaderId) ?? 0, id),
    getVoteSummary(id),
  ]);
  if (!tour) notFound();
  return { tour, otherTours, votes };
}

export type TourPageData = Awaited<ReturnType<typeof loadTourPage>>;

/** The owner's approved elements (lib/websites/get-public-site.ts drops the unapproved ones). */
export interface OwnerElements {
  head: string | null;
  body: string | null;
  footers: string | null;
}

/** The sale website a tour page is served under: its frame and the owner's elements. */
export interface TourPageSite {
  frame: SiteFrameData;
  scripts: OwnerElements;
}

/**
 * What the page renders: the tour (with the platform's shell, or inside the site's frame when
 * `site` is set), or an inactive site's page (none of the owner's data); the 404 is Next's.
 * `origin` is the page's canonical origin (canonical URL, JSON-LD): a site's own on its host; on the
 * platform the leader's active sale website's, else the platform's. `siteName` the platform's name or the
 * site's brand; `tags` are the cache tags the page depends on.
 */
export type TourPageProps =
  | {
      kind: "tour";
      data: TourPageData;
      origin: string;
      siteName: string;
      site: TourPageSite | null;
      script: IslandsScript | null;
      tags: string[];
    }
  | { kind: "inactive"; tags: string[] };

/** The host a tour page is asked on: the platform's, or a sale website's (proxy.ts rewrites it to /sites/<host>/…). */
export interface TourPageRequest {
  host: string | null;
  leaderId: string;
  tourId: string;
}

/**
 * The tour's tags, and the first instant its page changes by the clock alone: a session's end (the
 * vote form appears, the JSON-LD drops its offer). The figures a sale or the clock changes before
 * that (places left, which sessions can be bought) are the islands' live figures, not the HTML's.
 */
function tourTags(data: TourPageData, now = Date.now()) {
  const { tour } = data;
  const nextEnd = Math.min(...tour.sessions.map((s) => Date.parse(s.endTime)).filter((t) => t > now));
  return [
    publicTourTag(tour.id),
    leaderToursTag(tour.leaderId),
    leaderOpenToursTag(tour.leaderId),
    ...(Number.isFinite(nextEnd) ? [expireAtTag(nextEnd)] : []),
  ];
}

/**
 * On the platform the page names one canonical address: the leader's active sale website's when
 * there is one (the site's copy names itself). The page carries the site's tag (a new,
 * paid or lapsed site changes it) and the site's end (the canonical returns to the platform then).
 */
async function platformProps({ leaderId, tourId }: TourPageRequest): Promise<TourPageProps> {
  const data = await loadTourPage(leaderId, tourId);
  const canonicalSite = await canonicalSiteOf(data.tour.leaderId);
  return {
    kind: "tour",
    data,
    origin: canonicalSite?.origin ?? env.publicUrl.replace(/\/+$/, ""),
    siteName: PLATFORM_NAME,
    site: null,
    script: islandsScript("tour-islands"),
    tags: [
      ...tourTags(data),
      siteTag(data.tour.leaderId),
      ...(canonicalSite ? [expireAtTag(Date.parse(canonicalSite.expiresAt))] : []),
    ],
  };
}

async function siteProps(host: string, { leaderId, tourId }: TourPageRequest): Promise<TourPageProps | null> {
  const loaded = await loadSite(host);
  const siteTags = loadedSiteTags(loaded);
  if (loaded.site.inactive) return { kind: "inactive", tags: siteTags };
  if (leaderId !== String(loaded.userId)) return null;
  const site = loaded.site as ActiveSite;
  const [data, clockTags] = await Promise.all([
    loadTourPage(leaderId, tourId),
    expireSiteAt(loaded.userId, nextClockChange(site.expiresAt!, site.futureTours)),
  ]);
  return {
    kind: "tour",
    data,
    origin: siteOrigin(loaded),
    siteName: site.owner.brand,
    site: { frame: siteFrameData(site, siteLoginUrl(loaded.host)), scripts: site.scripts },
    script: islandsScript("tour-islands"),
    tags: [...tourTags(data), ...siteTags, ...clockTags],
  };
}

export async function loadTourPageProps(request: TourPageRequest): Promise<TourPageProps | { kind: "notFound" }> {
  try {
    const props = await (request.host ? siteProps(request.host, request) : platformProps(request));
    return props ?? { kind: "notFound" };
  } catch (error) {
    if (isNotFoundSignal(error)) return { kind: "notFound" };
    throw error;
  }
}

/**
 * A page is kept until an edit expires one of its tags (or its expire-at instant passes); this bound
 * is the safety net for what no edit expires: a leader's brand or photo changed in the profile, the
 * leader's rating after a vote on another tour. Past it the page is served once more while it renders again.
 */
const PAGE_REVALIDATE_SECONDS = 300;
/** A 404 is kept a minute (unknown ids cost one render a minute each); a tour edit ends every 404 (lib/cache/tour-page-tags.ts). */
const NOT_FOUND_SECONDS = 60;

export const tourPagePaths = onDemandPaths;

/** The getStaticProps of the tour page's two routes (ISR): `onSite` when the route carries the site's host. */
export function tourPageProps(onSite: boolean) {
  return cachedPageProps(loadTourPageProps, {
    request: (params): TourPageRequest => ({
      host: onSite ? paramOf(params, "host") : null,
      leaderId: paramOf(params, "leaderId"),
      tourId: paramOf(params, "tourId"),
    }),
    revalidate: PAGE_REVALIDATE_SECONDS,
    notFoundSeconds: NOT_FOUND_SECONDS,
  });
}
