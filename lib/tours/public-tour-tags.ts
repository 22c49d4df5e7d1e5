// The cache tags of the public pages and reads that show a leader's tours: names only, no writer, so the
// readers (the public pages' loaders, also imported by Pages Router pages) never import next/cache's
// revalidateTag (lib/tours/public-tour-cache.ts expires them).
import { publicTourTag } from "@/lib/cache/tour-page-tags";

export { publicTourTag };
/** Every public tour of a leader: the default photos and the brand are the leader's. */
export const leaderToursTag = (leaderId: number) => `public-tours-of:${leaderId}`;
/** The "other tours of this leader" strip: expired by every create or edit of one of the leader's tours. */
export const leaderOpenToursTag = (leaderId: number) => `open-tours-of:${leaderId}`;
/** The cache tag of a leader's sale website (lib/websites/site-tags.ts builds on it). */
export const siteTag = (userId: number) => `sale-website:${userId}`;
/** The products a leader's sale website's shop lists: expired by every create or edit of one of their products. */
export const siteProductsTag = (userId: number) => `site-products:${userId}`;
