// The tour page's cache tag, shared by the tours (lib/tours/public-tour-cache.ts expires it on every
// edit, publish and lifted moderation) and the cache handler (incremental-handler.ts, bundled on its
// own), which gives a tour page's cached 404 this tag so that the page comes back at once.

export const publicTourTag = (tourId: number) => `public-tour:${tourId}`;

/** `/{leaderId}/tour/{tourId}` on the platform, `/sites/{host}/{leaderId}/tour/{tourId}` on a sale website. */
const TOUR_PAGE_PATH = /^(?:\/sites\/[^/]+)?\/\d+\/tour\/(\d+)$/;

/** The tags of a page's cached 404 at `path`: the tour's, when it is a tour page; else none. */
export function notFoundPageTags(path: string): string[] {
  const tourId = TOUR_PAGE_PATH.exec(path)?.[1];
  return tourId ? [publicTourTag(Number(tourId))] : [];
}
