import "server-only";
// POST /api/Suggestions/Create: a visitor's suggestion or complaint, from a site's footer (the
// site's owner, leaderId) or the platform. Kept for the owner and the operators.
import { prisma } from "@/lib/db/client";
import type { z } from "@/lib/validation/z";
import type { suggestionSchema } from "@/lib/websites/schemas";

export async function sendSuggestion(input: z.output<typeof suggestionSchema>) {
  // An id that is not a leader is dropped, not refused: the visitor's words are kept either way.
  const leader = input.leaderId
    ? await prisma.user.findFirst({
        where: { id: input.leaderId, role: { in: ["Leader", "Affiliate"] } },
        select: { id: true },
      })
    : null;
  const row = await prisma.suggestion.create({
    data: {
      leaderId: leader?.id ?? null,
      title: input.title,
      text: input.text ?? null,
      fullName: input.fullName,
      mobile: input.mobile,
      email: input.leaderEmail ?? null,
    },
    select: { id: true },
  });
  return { id: row.id };
}
