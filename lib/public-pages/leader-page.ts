// The platform's leader page, /{leaderId} (what profileUrl links to; pages/[leaderId]/index.tsx, rendered by
// components/public/leader-page-route.tsx): the leader's owner block and shown tours in the platform's shell, or the
// 404 for an id that is not an active leader. `tags` name everything it shows (the leader's tours, their site's
// settings, which hold the brand and the photo shown), and the first upcoming tour's end moves it from "ahead" to
// "held" by the clock alone (its expire-at tag), so a cached copy is expired by the edits and the instant that change it.
import { expireAtTag } from "@/lib/cache/page-cache-tags";
import type { Wire } from "@/lib/client/response-of";
import { toWire } from "@/lib/client/to-wire";
import { env } from "@/lib/config/env";
import { parseId } from "@/lib/tours/get-public-tour";
import { leaderOpenToursTag, leaderToursTag, siteTag } from "@/lib/tours/public-tour-tags";
import { getLeaderPage } from "@/lib/websites/get-leader-page";
import { cachedPageProps, onDemandPaths, paramOf } from "./cached-page-props";

export type LeaderPageData = Wire<NonNullable<Awaited<ReturnType<typeof getLeaderPage>>>>;

/** The leader's page with the platform's origin (canonical URL, JSON-LD), or the 404. */
export type LeaderPageProps = { kind: "leader"; page: LeaderPageData; origin: string; tags: string[] };

export async function loadLeaderPageProps(leaderParam: string): Promise<LeaderPageProps | { kind: "notFound" }> {
  const id = parseId(leaderParam);
  if (!id) return { kind: "notFound" };
  const page = await getLeaderPage(id);
  if (!page) return { kind: "notFound" };
  const upcomingEnds = [...page.featuredTours, ...page.futureTours].flatMap((t) =>
    t.endTime ? [Date.parse(t.endTime)] : [],
  );
  return {
    kind: "leader",
    page: toWire(page),
    origin: env.publicUrl.replace(/\/+$/, ""),
    tags: [
      leaderToursTag(id),
      leaderOpenToursTag(id),
      siteTag(id),
      ...(upcomingEnds.length ? [expireAtTag(Math.min(...upcomingEnds))] : []),
    ],
  };
}

/**
 * A 404 carries no tags (Next stores it without props), so it is kept ten seconds, as the App Router page kept it: an
 * address that is not a leader's costs one render per ten seconds, whatever the number of requests.
 */
const NOT_FOUND_SECONDS = 10;

export const leaderPagePaths = onDemandPaths;

/** ISR without a time limit: every change of what the page shows expires one of its tags. */
export const leaderPageProps = cachedPageProps(loadLeaderPageProps, {
  request: (params) => paramOf(params, "leaderId"),
  revalidate: false,
  notFoundSeconds: NOT_FOUND_SECONDS,
});
