import "server-only";
import { prisma } from "@/lib/db/client";
import { tooManyRequests } from "@/lib/http/errors";
import { ACCOUNT_MESSAGES as M } from "./messages";

export const LOGIN_GUARD = { maxFailures: 10, windowMs: 15 * 60_000 } as const;

/**
 * Refuses a sign-in for a mobile with LOGIN_GUARD.maxFailures failed password checks in the last
 * window since its last success, whatever the password now given. Kept in the database so that
 * every app process counts the same failures.
 */
export async function assertLoginAllowed(mobile: string) {
  const since = new Date(Date.now() - LOGIN_GUARD.windowMs);
  const lastSuccess = await prisma.loginAttempt.findFirst({
    where: { mobile, success: true, createdAt: { gte: since } },
    orderBy: { id: "desc" },
    select: { id: true },
  });
  const failures = await prisma.loginAttempt.count({
    where: { mobile, success: false, createdAt: { gte: since }, ...(lastSuccess ? { id: { gt: lastSuccess.id } } : {}) },
  });
  if (failures >= LOGIN_GUARD.maxFailures) throw tooManyRequests(M.loginLocked);
}

export async function recordLoginAttempt(input: { mobile: string; success: boolean; ip?: string | null }) {
  await prisma.loginAttempt.create({ data: { mobile: input.mobile, success: input.success, ip: input.ip ?? null } });
}
