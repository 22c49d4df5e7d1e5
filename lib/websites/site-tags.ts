// Cache tags of the sale websites, and the site's clock: names and reads only, no writer, so the readers
// (load-site.ts, the public pages' loaders, also imported by Pages Router pages) never import next/cache's
// revalidateTag. The host lookup (resolve-site-host.ts) is cached per host key and the public view
// (load-site.ts) per owner; every change of a site expires them at once (lib/websites/site-cache.ts).
// Every tag goes to the cache handler's tag store (lib/cache), which every instance shares with REDIS_URL.
import { expireAtTag } from "@/lib/cache/page-cache-tags";
import { siteTag } from "@/lib/tours/public-tour-tags";
import { cachedRead } from "./cached-read";

export { siteTag };

export type HostKey = `sub:${string}` | `domain:${string}`;

export const siteHostTag = (key: HostKey) => `site-host:${key}`;

/** The places left on a site's month calendar (site-calendar.ts): expired after a sale or a cancellation commits. */
export const siteCalendarTag = (userId: number) => `site-calendar:${userId}`;

/**
 * The site's clock. A site's view and pages stop being true at an instant known when they are
 * rendered: the end of the paid period, or the end of the first upcoming tour listed (which then
 * moves to the held tours). A page rendered before that instant is not served after it, not even once
 * as a stale copy: it carries the tag `expire-at:<instant>`, which the cache handler treats as "dead
 * from then on" on every instance (lib/cache/tag-rules.ts). Nothing is written anywhere for it, so an
 * edit's revalidateTag never moves it and a restart does not lose it.
 *
 * The cached public view (load-site.ts) cannot carry the instant (it is known only once the view is
 * read): it carries siteClockTag, and the first render that finds the view past its instant expires
 * that tag (lib/cache/expire-tags.ts) and reads the view anew.
 */
export const siteClockTag = (userId: number) => `sale-website-clock:${userId}`;

/**
 * Called while a site page renders: the page expires at `at`. Returns the tags the page now carries
 * for its clock. Every page of a site goes through it (loadSite).
 */
export async function expireSiteAt(userId: number, at: number): Promise<string[]> {
  if (!Number.isFinite(at)) return [];
  const tag = expireAtTag(at);
  // A page collects the tags of the cached reads it makes: this one gives it the instant's tag.
  await cachedRead(async () => at, ["sale-website-clock", String(userId), String(at)], {
    tags: [tag],
    revalidate: false,
  });
  return [tag];
}
