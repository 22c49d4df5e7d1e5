import "server-only";
import { prisma } from "@/lib/db/client";
import { tooManyRequests } from "@/lib/http/errors";
import { ACCOUNT_MESSAGES as M } from "./messages";

/**
 * Sign-in throttling, kept in the database so that every app process counts the same attempts:
 *  - per client address: `addressMaxFailures` failed sign-ins (any mobile) in the window close that
 *    address for the rest of the window (one address guessing many mobiles);
 *  - per mobile: after `maxFailures` failures since its last success in the window, every further
 *    try waits a growing delay after the previous failure (1 s, 2 s, 4 s … at most `maxDelayMs`),
 *    whatever the password. Guessing slows to a crawl, but the owner is never shut out for long:
 *    the wait is at most half a minute, and an SMS password reset lifts it at once.
 */
export const LOGIN_GUARD = { maxFailures: 10, windowMs: 15 * 60_000, maxDelayMs: 30_000, addressMaxFailures: 30 } as const;

/** The wait, in ms, a mobile with this many failures needs after its last failure. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_GUARD.maxFailures) return 0;
  return Math.min(LOGIN_GUARD.maxDelayMs, 1000 * 2 ** (failures - LOGIN_GUARD.maxFailures));
}

export async function assertLoginAllowed(mobile: string, ip: string | null = null) {
  const since = new Date(Date.now() - LOGIN_GUARD.windowMs);
  if (ip) {
    const fromAddress = await prisma.loginAttempt.count({ where: { ip, success: false, createdAt: { gte: since } } });
    if (fromAddress >= LOGIN_GUARD.addressMaxFailures) throw tooManyRequests(M.loginAddressLimited, "login_address_limited");
  }
  const lastSuccess = await prisma.loginAttempt.findFirst({
    where: { mobile, success: true, createdAt: { gte: since } },
    orderBy: { id: "desc" },
    select: { id: true },
  });
  const where = { mobile, success: false, createdAt: { gte: since }, ...(lastSuccess ? { id: { gt: lastSuccess.id } } : {}) };
  const failures = await prisma.loginAttempt.count({ where });
  const delay = loginDelayMs(failures);
  if (!delay) return;
  const last = await prisma.loginAttempt.findFirst({ where, orderBy: { id: "desc" }, select: { createdAt: true } });
  const wait = (last?.createdAt.getTime() ?? 0) + delay - Date.now();
  if (wait > 0) throw tooManyRequests(M.loginSlowed(Math.ceil(wait / 1000)), "login_slowed");
}

export async function recordLoginAttempt(input: { mobile: string; success: boolean; ip?: string | null }) {
  await prisma.loginAttempt.create({ data: { mobile: input.mobile, success: input.success, ip: input.ip ?? null } });
}
