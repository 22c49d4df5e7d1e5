// The contract between a Pages Router page and the cache handler (lib/cache/incremental-handler.ts).
// Next gives a Pages Router ISR entry no tags; a page that wants one expired by revalidateTag, like an
// App Router page, returns its tags in its props under PAGE_CACHE_TAGS_PROP, and the handler reads
// them from the cached entry's page data. Browser-safe: a page imports it, so nothing of the server.

/** The prop a page's getStaticProps returns its cache tags in (a string array). */
export const PAGE_CACHE_TAGS_PROP = "__cacheTags";

/**
 * A tag that makes any entry carrying it dead from `at` (epoch ms) on: the handler serves it neither
 * fresh nor stale after that instant, on every instance, with or without Redis. For content that
 * stops being true at a known time (a sale website's paid period, a tour's end).
 */
export const EXPIRE_AT_PREFIX = "expire-at:";
export const expireAtTag = (at: number) => `${EXPIRE_AT_PREFIX}${Math.ceil(at)}`;

/** The instant an expire-at tag names, or null for any other tag. */
export function expireAtOf(tag: string): number | null {
  if (!tag.startsWith(EXPIRE_AT_PREFIX)) return null;
  const at = Number(tag.slice(EXPIRE_AT_PREFIX.length));
  return Number.isFinite(at) ? at : null;
}

/**
 * The prop that carries the instant (epoch ms) this render of the page began reading its data. The
 * handler stamps the entry with it: a tag expired after that instant kills the entry even when the
 * render ends after the expiry (it read the data from before the edit). Next's set() does not say
 * which render it ends, so only the page itself can tell.
 */
export const PAGE_RENDER_STARTED_PROP = "__renderStartedAt";

export type WithPageCacheTags<P> = P & { [PAGE_CACHE_TAGS_PROP]: string[]; [PAGE_RENDER_STARTED_PROP]?: number };

/**
 * getStaticProps' props with the page's cache tags added (duplicates and blanks dropped), and the
 * instant its render began reading data (`startedAt`, taken before the first read) when given.
 */
export function withPageCacheTags<P extends object>(
  props: P,
  tags: readonly string[],
  startedAt?: number,
): WithPageCacheTags<P> {
  const previous = (props as Record<string, unknown>)[PAGE_CACHE_TAGS_PROP];
  const all = [...(Array.isArray(previous) ? previous : []), ...tags].filter(
    (tag): tag is string => typeof tag === "string" && tag.length > 0,
  );
  return {
    ...props,
    [PAGE_CACHE_TAGS_PROP]: [...new Set(all)],
    ...(startedAt === undefined ? {} : { [PAGE_RENDER_STARTED_PROP]: startedAt }),
  };
}

/** The render start a Pages Router entry's props carry, or null. */
export function pageRenderStartOf(pageProps: unknown): number | null {
  if (!pageProps || typeof pageProps !== "object") return null;
  const at = (pageProps as Record<string, unknown>)[PAGE_RENDER_STARTED_PROP];
  return typeof at === "number" && Number.isFinite(at) ? at : null;
}

/** The tags a Pages Router entry's props carry (what the handler reads); [] when none. */
export function pageCacheTagsOf(pageProps: unknown): string[] {
  if (!pageProps || typeof pageProps !== "object") return [];
  const tags = (pageProps as Record<string, unknown>)[PAGE_CACHE_TAGS_PROP];
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === "string") : [];
}
