// Which users have a public leader page (/{leaderId}): a leader neither deleted nor disabled. One rule for the page's
// loader (get-leader-page.ts) and the lookup proxy.ts asks before rendering (public-page-exists.ts), so they never
// disagree on a 404.
import type { Prisma } from "@/lib/db/generated/client";

export const PUBLIC_LEADER_WHERE = {
  role: "Leader",
  deletedAt: null,
  disabledAt: null,
} satisfies Prisma.UserWhereInput;
