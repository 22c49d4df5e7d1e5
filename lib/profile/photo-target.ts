import "server-only";
// Whose photo a call touches. Without an id, or with their own, every caller acts on their own
// account (the "Self" of the path); leaders and affiliates name only themselves (another id answers
// 404, as if it did not exist); an operator may name any leader or affiliate and acts for them.
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

export async function resolvePhotoTarget(caller: Caller, requestedId: number | undefined): Promise<number> {
  if (requestedId === undefined || requestedId === caller.userId) return caller.userId;
  if (caller.role !== "Operator") throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const target = await prisma.user.findFirst({
    where: { id: requestedId, role: { in: ["Leader", "Affiliate"] } },
    select: { id: true },
  });
  if (!target) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return target.id;
}
