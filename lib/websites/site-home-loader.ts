// How a sale website's home (pages/sites/[host]/index.tsx, a Pages Router page without Next's client
// runtime, like the tour page) reaches its data loader (lib/websites/site-home-props.ts), through the
// bridge of lib/shared/server-loader.ts: instrumentation.ts provides it at start-up. This module
// imports nothing of the server.
import type { GetStaticPaths, GetStaticProps } from "next";
import { withPageCacheTags } from "@/lib/cache/page-cache-tags";
import { serverLoader } from "@/lib/shared/server-loader";
import type { ActiveSite } from "./load-site";
import type { SiteFrameData } from "./site-frame-data";

/** What the home shows of the site (the cached public view, lib/websites/get-public-site.ts). */
export type SiteHomeView = Pick<
  ActiveSite,
  "owner" | "featuredTours" | "futureTours" | "previouslyHeldTours" | "linkGroups" | "scripts" | "metaData" | "tags"
>;

/**
 * The home of an active site (its view in the site's frame; `origin` is the site's own, for the
 * canonical URL and the JSON-LD), an inactive site's page (none of the owner's
 * data), or an unknown host (the Persian 404). `tags` are the cache tags the page depends on.
 */
export type SiteHomeProps =
  | {
      kind: "home";
      site: SiteHomeView;
      origin: string;
      frame: SiteFrameData;
      script: string | null;
      tags: string[];
    }
  | { kind: "inactive"; tags: string[] }
  | { kind: "notFound" };

const loader = serverLoader<string, SiteHomeProps>("site-home");
export const provideSiteHomeLoader = loader.provide;

/**
 * An unknown host's 404 carries no tags (Next stores no value for it), so it is kept one second: a
 * site made for that host is served within a second on every instance, and a flood of made-up hosts
 * costs one cached host lookup per host and second (lib/websites/resolve-site-host.ts).
 */
const NOT_FOUND_SECONDS = 1;

/** No host is rendered at build time: each on its first request, then served from the page cache. */
export const siteHomePaths: GetStaticPaths = async () => ({ paths: [], fallback: "blocking" });

/**
 * ISR without a time limit, as the App Router's site pages: every edit of the site, its owner or their
 * tours expires the page by tag (props.tags, read by the cache handler), the clock by its expire-at tag.
 */
export const siteHomeProps: GetStaticProps<SiteHomeProps> = async ({ params }) => {
  const startedAt = Date.now(); // before the first read: the handler stamps the page with it
  const props = await loader.load(String(params?.host ?? ""));
  if (props.kind === "notFound") return { notFound: true, revalidate: NOT_FOUND_SECONDS };
  return { props: withPageCacheTags(props, props.tags, startedAt), revalidate: false };
};
