import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { tooManyRequests } from "@/lib/http/errors";
import { ACCOUNT_MESSAGES as M } from "./messages";

/**
 * Sign-in throttling, kept in the database (`LoginThrottle`) so that every app process counts the
 * same tries, and claimed in one atomic statement per try so that concurrent tries are counted and
 * spaced one by one (N parallel guesses never share a slot):
 *  - per client address: `addressMaxFailures` failed sign-ins (any mobile) in the window close that
 *    address for the rest of the window (one address guessing many mobiles). A try takes one unit
 *    before its password is checked; a right password gives it back.
 *  - per mobile: the first `maxFailures` tries since the last success go at once; from then on every
 *    try claims the next slot: it may check a password only at or after the mobile's `nextAt`, and
 *    moves `nextAt` on by a growing delay (1 s, 2 s, 4 s … at most `maxDelayMs`). A try before its
 *    slot answers 429 with the seconds left, whatever the password, and checks nothing. Guessing
 *    slows to at most two tries a minute however many run in parallel, while the owner waits at most
 *    `maxDelayMs` after the guessing stops (and an SMS password reset lifts it at once).
 */
export const LOGIN_GUARD = { maxFailures: 10, windowMs: 15 * 60_000, maxDelayMs: 30_000, addressMaxFailures: 30 } as const;

/** The wait, in ms, a mobile with this many tries since its last success needs before the next one. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_GUARD.maxFailures) return 0;
  return Math.min(LOGIN_GUARD.maxDelayMs, 1000 * 2 ** Math.min(failures - LOGIN_GUARD.maxFailures, 30));
}

const mobileKey = (mobile: string) => `m:${mobile}`;
const addressKey = (ip: string) => `a:${ip}`;
const WINDOW_SECONDS = LOGIN_GUARD.windowMs / 1000;
const MAX_DELAY_SECONDS = LOGIN_GUARD.maxDelayMs / 1000;

/** Takes one of the address's failures of the window; false when the address has none left. */
async function claimAddress(ip: string): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "LoginThrottle" AS t (key, count, since, "nextAt", "updatedAt")
    VALUES (${addressKey(ip)}, 1, clock_timestamp(), clock_timestamp(), clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN t.since < clock_timestamp() - make_interval(secs => ${WINDOW_SECONDS}) THEN 1 ELSE t.count + 1 END,
      since = CASE WHEN t.since < clock_timestamp() - make_interval(secs => ${WINDOW_SECONDS}) THEN clock_timestamp() ELSE t.since END,
      "updatedAt" = clock_timestamp()
    WHERE t.since < clock_timestamp() - make_interval(secs => ${WINDOW_SECONDS}) OR t.count < ${LOGIN_GUARD.addressMaxFailures}
    RETURNING count`;
  return rows.length > 0;
}

async function releaseAddress(ip: string) {
  await prisma.$executeRaw`UPDATE "LoginThrottle" SET count = GREATEST(count - 1, 0), "updatedAt" = clock_timestamp() WHERE key = ${addressKey(ip)}`;
}

/**
 * Claims the mobile's next slot: answers the try's number since the last success, or the ms left
 * until the next slot when it is not open yet. The delay after try n is loginDelayMs(n), in SQL.
 */
async function claimMobile(mobile: string): Promise<{ count: number } | { waitMs: number }> {
  const max = LOGIN_GUARD.maxFailures;
  const stale = Prisma.sql`t.since < clock_timestamp() - make_interval(secs => ${WINDOW_SECONDS})`;
  const count = Prisma.sql`CASE WHEN ${stale} THEN 1 ELSE t.count + 1 END`;
  const delaySeconds = Prisma.sql`CASE WHEN ${count} >= ${max} THEN LEAST(${MAX_DELAY_SECONDS}::float8, power(2::float8, LEAST(${count} - ${max}, 30)::float8)) ELSE 0 END`;
  const rows = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "LoginThrottle" AS t (key, count, since, "nextAt", "updatedAt")
    VALUES (${mobileKey(mobile)}, 1, clock_timestamp(), clock_timestamp(), clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET
      count = ${count},
      since = clock_timestamp(),
      "nextAt" = clock_timestamp() + make_interval(secs => ${delaySeconds}),
      "updatedAt" = clock_timestamp()
    -- timestamptz(3) rounds to the millisecond (up, half the time): a slot stored "now" is open now.
    WHERE t."nextAt" <= clock_timestamp() + interval '1 millisecond' OR ${stale}
    RETURNING count`;
  if (rows.length) return { count: Number(rows[0].count) };
  const [row] = await prisma.$queryRaw<{ wait: number }[]>`
    SELECT GREATEST(0, EXTRACT(EPOCH FROM ("nextAt" - clock_timestamp())) * 1000)::float8 AS wait FROM "LoginThrottle" WHERE key = ${mobileKey(mobile)}`;
  return { waitMs: Math.max(1000, Number(row?.wait ?? 0)) };
}

/**
 * Call before checking a password: claims a place for this try (address, then the mobile's slot) or
 * throws 429. Every try that passes must be settled with `recordLoginAttempt`.
 */
export async function assertLoginAllowed(mobile: string, ip: string | null = null) {
  if (ip && !(await claimAddress(ip))) throw tooManyRequests(M.loginAddressLimited, "login_address_limited");
  const claim = await claimMobile(mobile);
  if ("waitMs" in claim) {
    // No password was checked: the address's unit goes back.
    if (ip) await releaseAddress(ip);
    throw tooManyRequests(M.loginSlowed(Math.ceil(claim.waitMs / 1000)), "login_slowed");
  }
}

/**
 * Logs a try. A success (right password, or a password reset by SMS) starts the mobile's count
 * afresh and opens its next slot at once; after a claimed try it also gives the address's unit back.
 */
export async function recordLoginAttempt(input: { mobile: string; success: boolean; ip?: string | null; claimed?: boolean }) {
  await prisma.loginAttempt.create({ data: { mobile: input.mobile, success: input.success, ip: input.ip ?? null } });
  if (!input.success) return;
  await prisma.$executeRaw`
    UPDATE "LoginThrottle" SET count = 0, "nextAt" = clock_timestamp(), "updatedAt" = clock_timestamp() WHERE key = ${mobileKey(input.mobile)}`;
  if (input.claimed && input.ip) await releaseAddress(input.ip);
}
