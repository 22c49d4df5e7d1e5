import "server-only";
import { recordAudit } from "@/lib/audit/record-audit";
import { signImpersonationToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { ACCOUNT_MESSAGES as M } from "./messages";

/** An operator's short-lived token acting as a leader or affiliate (the wrapper accepts it as a bearer token). */
export async function impersonateUser(input: { operatorId: number; userId: number }) {
  const target = await prisma.user.findUnique({
    where: { id: input.userId },
    select: { id: true, role: true, tokenVersion: true },
  });
  if (!target) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  if (target.role !== "Leader" && target.role !== "Affiliate")
    throw badRequest(M.impersonationTarget, "impersonation_target");
  const { token, expiresAt } = await signImpersonationToken({
    userId: target.id,
    role: target.role,
    tokenVersion: target.tokenVersion,
    operatorId: input.operatorId,
  });
  await recordAudit(prisma, {
    actorId: input.operatorId,
    action: "user.impersonate",
    entityType: "User",
    entityId: target.id,
    targetUserId: target.id,
    after: { expiresAt },
  });
  return { impersonationToken: token, expiresAt };
}
