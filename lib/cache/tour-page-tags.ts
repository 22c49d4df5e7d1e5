// The tour page's cache tag, shared by the tours (lib/tours/public-tour-cache.ts expires it on every
// edit, publish and lifted moderation) and the cache handler (incremental-handler.ts, bundled on its
// own). A page's cached 404 carries NOT_FOUND_PAGES_TAG, which every expiry of a tour's tag expires too,
// so a tour that comes back (published, moderation lifted) is served at once. One tag for every 404
// because a 404 has no props to carry its own and Next's cache keys are opaque (its docs): nothing here
// reads a path out of a key.

export const publicTourTag = (tourId: number) => `public-tour:${tourId}`;

/** The tag of every cached 404 (a Pages Router notFound). */
export const NOT_FOUND_PAGES_TAG = "pages-not-found";

/** The tags to expire with `tags`: the 404s' too when a tour's page is among them. */
export function withNotFoundPages(tags: readonly string[]): string[] {
  return tags.some((tag) => tag.startsWith("public-tour:")) ? [...tags, NOT_FOUND_PAGES_TAG] : [...tags];
}
