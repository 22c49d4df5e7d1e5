// How the tour page (a Pages Router page on both hosts: components/tour-public/tour-page-route.tsx)
// reaches its data loader (lib/websites/tour-page-props.ts), through the bridge of
// lib/shared/server-loader.ts: instrumentation.ts provides it at start-up. This module imports
// nothing of the server.
import type { GetStaticPaths, GetStaticProps } from "next";
import { withPageCacheTags } from "@/lib/cache/page-cache-tags";
import { serverLoader } from "@/lib/shared/server-loader";
import type { TourPageData } from "./load-tour-page";
import type { SiteFrameData } from "@/lib/websites/site-frame-data";

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
 * `site` is set), the Persian 404, or an inactive site's page (none of the owner's data).
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
      script: string | null;
      tags: string[];
    }
  | { kind: "notFound"; tags: string[] }
  | { kind: "inactive"; tags: string[] };

/** The host a tour page is asked on: the platform's, or a sale website's (proxy.ts rewrites it to /sites/<host>/…). */
export interface TourPageRequest {
  host: string | null;
  leaderId: string;
  tourId: string;
}

const loader = serverLoader<TourPageRequest, TourPageProps>("tour-page");
export const provideTourPageLoader = loader.provide;
export const loadTourPageProps = loader.load;

/**
 * A page is kept until an edit expires one of its tags (or its expire-at instant passes); this bound
 * is the safety net for what no edit expires: a leader's brand or photo changed in the profile, the
 * leader's rating after a vote on another tour. Past it the page is served once more while it renders again.
 */
const PAGE_REVALIDATE_SECONDS = 300;
/** A 404 is kept a minute (unknown ids cost one render a minute each, not one per request); a tour edit ends every 404 (lib/cache/tour-page-tags.ts). */
const NOT_FOUND_SECONDS = 60;

/** No tour is rendered at build time: each on its first request, then served from the page cache. */
export const tourPagePaths: GetStaticPaths = async () => ({ paths: [], fallback: "blocking" });

/**
 * The getStaticProps of the tour page's two routes (ISR): `onSite` when the route carries the site's
 * host. The props carry the page's cache tags for the cache handler (lib/cache/page-cache-tags.ts),
 * so every edit of the tour, the leader's tours or the site expires the page at once.
 */
export function tourPageProps(onSite: boolean): GetStaticProps<TourPageProps> {
  return async ({ params }) => {
    const startedAt = Date.now(); // before the first read: the handler stamps the page with it
    const props = await loadTourPageProps({
      host: onSite ? String(params?.host ?? "") : null,
      leaderId: String(params?.leaderId ?? ""),
      tourId: String(params?.tourId ?? ""),
    });
    if (props.kind === "notFound") return { notFound: true, revalidate: NOT_FOUND_SECONDS };
    return { props: withPageCacheTags(props, props.tags, startedAt), revalidate: PAGE_REVALIDATE_SECONDS };
  };
}
