// The one way a public page of the Pages kind (docs/public-pages.md, "The rule") gets its data: its
// getStaticPaths renders nothing at build time, and its getStaticProps calls the page's loader
// directly (the loader's chain holds no `server-only` module and no next/cache writer: Next refuses both
// in a Pages Router page's imports) and hands the page's cache tags to the cache handler with the props
// (withPageCacheTags, lib/cache/page-cache-tags.ts), so every edit that changes the page expires it by
// tag on every instance, as an App Router page's tags would.
import type { GetStaticPaths, GetStaticProps } from "next";
import { withPageCacheTags } from "@/lib/cache/page-cache-tags";

/** A route's params as Next gives them. */
export type Params = Record<string, string | string[] | undefined>;

/** What a page's loader answers: the props to render with their cache tags, or the 404. */
export type LoadedPage<Props> = { kind: "notFound" } | (Props & { kind: string; tags: string[] });

export interface CachedPageOptions<Request> {
  /** The loader's request, read from the route's params. */
  request: (params: Params) => Request;
  /** Seconds a rendered page may be served before it renders again; false: only a tag expires it. */
  revalidate: number | false;
  /** Seconds a 404 is kept (Next stores it without props, hence without tags). */
  notFoundSeconds: number;
}

/** No page is rendered at build time: each on its first request, then served from the page cache. */
export const onDemandPaths: GetStaticPaths = async () => ({ paths: [], fallback: "blocking" });

/** The getStaticProps of a public page of the Pages kind, over its loader. */
export function cachedPageProps<Request, Props extends { kind: string; tags: string[] }>(
  load: (request: Request) => Promise<{ kind: "notFound" } | Props>,
  options: CachedPageOptions<Request>,
): GetStaticProps<Props> {
  return async ({ params }) => {
    const startedAt = Date.now(); // before the first read: the handler stamps the page with it
    const props = await load(options.request(params ?? {}));
    if (props.kind === "notFound") return { notFound: true, revalidate: options.notFoundSeconds };
    return {
      props: withPageCacheTags(props as Props, (props as Props).tags, startedAt),
      revalidate: options.revalidate,
    };
  };
}

/** A route param as one string ("" when absent). */
export const paramOf = (params: Params, name: string) => String(params[name] ?? "");
