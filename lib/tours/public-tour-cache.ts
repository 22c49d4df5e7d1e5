import "server-only";
// Cache tags of the public tour page's cached terms (lib/tours/load-public-tour.ts).
// A leader's edit expires them at once, so the page shows it on the next request; the live
// figures (places left, registration state) are never cached.
import { revalidateTag } from "next/cache";
import { publicTourTag, withNotFoundPages } from "@/lib/cache/tour-page-tags";

export { publicTourTag };
/** Every public tour of a leader: the default photos and the brand are the leader's. */
export const leaderToursTag = (leaderId: number) => `public-tours-of:${leaderId}`;
/** The "other tours of this leader" strip: expired by every create or edit of one of the leader's tours. */
export const leaderOpenToursTag = (leaderId: number) => `open-tours-of:${leaderId}`;

export function expirePublicTourCache(...tags: string[]) {
  for (const tag of withNotFoundPages(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a Next.js request (integration tests, scripts) there is no page cache to expire.
      if (!/static generation store missing/.test(String((error as Error)?.message))) throw error;
    }
  }
}

/** The cache tag of a leader's sale website (lib/websites/site-cache.ts builds on it). */
export const siteTag = (userId: number) => `sale-website:${userId}`;

/** A leader's tours changed (visibility, logbook): their sale website's lists follow at once. */
export function expireSiteOfLeader(userId: number) {
  expirePublicTourCache(siteTag(userId), leaderToursTag(userId));
}

/** The products a leader's sale website's shop lists: expired by every create or edit of one of their products. */
export const siteProductsTag = (userId: number) => `site-products:${userId}`;
