// Which tours have a public page: published, not deleted, not hidden or suspended by an operator, of a leader not
// deleted. One rule for the page's terms (get-public-tour.ts), its live figures (live-places.ts) and the lookup
// proxy.ts asks before rendering (lib/websites/public-page-exists.ts), so they never disagree on a 404.
import type { Prisma } from "@/lib/db/generated/client";

export const PUBLIC_TOUR_WHERE = {
  isDraft: false,
  deletedAt: null,
  moderation: null,
  leader: { deletedAt: null },
} satisfies Prisma.TourWhereInput;
