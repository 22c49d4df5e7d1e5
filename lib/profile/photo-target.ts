import "server-only";
// Whose photo a call touches. Leaders and affiliates name only themselves (another id answers 404,
// as if it did not exist); an operator may act for any leader or affiliate.
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { PROFILE_MESSAGES } from "./messages";

export async function resolvePhotoTarget(caller: Caller, requestedId: number | undefined): Promise<number> {
  if (caller.role === "Leader" || caller.role === "Affiliate") {
    if (requestedId !== undefined && requestedId !== caller.userId) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    return caller.userId;
  }
  if (caller.role !== "Operator") throw notFound(HTTP_MESSAGES.notFound, "not_found");
  if (requestedId === undefined) throw badRequest(PROFILE_MESSAGES.missingTarget, "missing_target");
  const target = await prisma.user.findFirst({
    where: { id: requestedId, role: { in: ["Leader", "Affiliate"] } },
    select: { id: true },
  });
  if (!target) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return target.id;
}
