import "server-only";
// The turnover filters (From, To, TrackingCode, UserId; either spelling) and, for operators, the
// user whose wallet is read (required; an unknown user is 404).
import { prisma } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { WALLET_MESSAGES as M } from "./messages";
import { pick } from "@/lib/http/query-fields";
import type { EntryFilters } from "./wallet-entries";

export const turnoverFilters = (q: Record<string, unknown>): EntryFilters => ({
  from: pick(q, "From"),
  to: pick(q, "To"),
  trackingCode: pick(q, "TrackingCode"),
});

export async function requireTurnoverUser(q: Record<string, unknown>): Promise<number> {
  const userId = pick<number>(q, "UserId");
  if (!userId) throw badRequest("شناسه کاربر الزامی است.", "user_id_required");
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound(M.userNotFound, "user_not_found");
  return user.id;
}
