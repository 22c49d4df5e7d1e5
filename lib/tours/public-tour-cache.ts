import "server-only";
// Expires the public tour page's cached terms and pages (the tags: lib/tours/public-tour-tags.ts).
// A leader's edit expires them at once, so the page shows it on the next request; the live
// figures (places left, registration state) are never cached. The writer half: a reader never imports it.
import { revalidateTag } from "next/cache";
import { withNotFoundPages } from "@/lib/cache/tour-page-tags";
import { leaderOpenToursTag, leaderToursTag, publicTourTag, siteProductsTag, siteTag } from "./public-tour-tags";

export { leaderOpenToursTag, leaderToursTag, publicTourTag, siteProductsTag, siteTag };

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

/** A leader's tours changed (visibility, logbook): their sale website's lists follow at once. */
export function expireSiteOfLeader(userId: number) {
  expirePublicTourCache(siteTag(userId), leaderToursTag(userId));
}
