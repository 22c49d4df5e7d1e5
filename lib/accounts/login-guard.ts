import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { tooManyRequests } from "@/lib/http/errors";
import { ACCOUNT_MESSAGES as M } from "./messages";

/**
 * Sign-in throttling, kept in the database (`LoginThrottle`) so that every app process counts the
 * same tries, and claimed in one atomic statement per try so that concurrent tries are counted and
 * spaced one by one (N parallel guesses never share a slot):
 *  - per client address: the tries of the window are counted (a right password gives its unit
 *    back). Past `addressCodeAfter` of them, a sign-in from that address also needs the SMS code
 *    sent to the account's mobile (login.ts): the address is challenged, never closed — a carrier's
 *    shared address may hold thousands of people, and the owner of an account with the right
 *    password and the code still signs in. The count starts afresh once the address has been quiet
 *    for the window.
 *  - per mobile: the first `maxFailures` tries since the last success go at once; from then on every
 *    try claims the next slot: it may check a password only at or after the mobile's `nextAt`, and
 *    moves `nextAt` on by a growing delay (1 s, 2 s, 4 s … at most `maxDelayMs`). A try before its
 *    slot answers 429 with the seconds left, whatever the password, and checks nothing. Guessing
 *    slows to at most two tries a minute however many run in parallel, while the owner waits at most
 *    `maxDelayMs` after the guessing stops (and an SMS password reset lifts it at once).
 */
export const LOGIN_GUARD = {
  maxFailures: 10,
  windowMs: 15 * 60_000,
  maxDelayMs: 30_000,
  addressCodeAfter: 30,
} as const;

/** The wait, in ms, a mobile with this many tries since its last success needs before the next one. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_GUARD.maxFailures) return 0;
  return Math.min(LOGIN_GUARD.maxDelayMs, 1000 * 2 ** Math.min(failures - LOGIN_GUARD.maxFailures, 30));
}

const mobileKey = (mobile: string) => `m:${mobile}`;
const addressKey = (ip: string) => `a:${ip}`;
const WINDOW_SECONDS = LOGIN_GUARD.windowMs / 1000;
const MAX_DELAY_SECONDS = LOGIN_GUARD.maxDelayMs / 1000;

/**
 * Counts a try for the address and answers how many it made in the window, this one included. It
 * never refuses: whether the try also needs a code is the caller's (login.ts).
 */
export async function claimAddress(ip: string): Promise<number> {
  const rows = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "LoginThrottle" AS t (key, count, since, "nextAt", "updatedAt")
    VALUES (${addressKey(ip)}, 1, clock_timestamp(), clock_timestamp(), clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN t."updatedAt" < clock_timestamp() - make_interval(secs => ${WINDOW_SECONDS}) THEN 1 ELSE t.count + 1 END,
      since = CASE WHEN t."updatedAt" < clock_timestamp() - make_interval(secs => ${WINDOW_SECONDS}) THEN clock_timestamp() ELSE t.since END,
      "updatedAt" = clock_timestamp()
    RETURNING count`;
  return Number(rows[0].count);
}

/** Whether a try counted as the address's n-th in the window needs the SMS code as well. */
export const addressNeedsCode = (count: number) => count > LOGIN_GUARD.addressCodeAfter;

export async function releaseAddress(ip: string) {
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
 * Call before checking a password: claims the mobile's slot or throws 429 (no password checked: the
 * address's unit, taken by claimAddress, goes back). Every try that passes must be settled with
 * `recordLoginAttempt`.
 */
export async function assertMobileSlot(mobile: string, ip: string) {
  const claim = await claimMobile(mobile);
  if ("waitMs" in claim) {
    await releaseAddress(ip);
    throw tooManyRequests(M.loginSlowed(Math.ceil(claim.waitMs / 1000)), "login_slowed");
  }
}

/** Both claims of a password check that has no code step (ChangePassword: the caller is signed in). */
export async function assertLoginAllowed(mobile: string, ip: string) {
  await claimAddress(ip);
  await assertMobileSlot(mobile, ip);
}

/**
 * Logs a try. A success (right password, or a password reset by SMS) starts the mobile's count
 * afresh and opens its next slot at once; after a claimed try it also gives the address's unit back.
 */
export async function recordLoginAttempt(input: {
  mobile: string;
  success: boolean;
  ip: string | null;
  claimed?: boolean;
}) {
  await prisma.loginAttempt.create({ data: { mobile: input.mobile, success: input.success, ip: input.ip ?? null } });
  if (!input.success) return;
  await prisma.$executeRaw`
    UPDATE "LoginThrottle" SET count = 0, "nextAt" = clock_timestamp(), "updatedAt" = clock_timestamp() WHERE key = ${mobileKey(input.mobile)}`;
  if (input.claimed && input.ip) await releaseAddress(input.ip);
}

/**
 * A plain window in the same table, for an anonymous call that costs real CPU (the ticket PDF,
 * docs/benchmarks.md "Anonymous calls"): claims one of `max` calls `key` may make per `windowSeconds`,
 * atomically (parallel calls are counted one by one, every process sees the same count); false when
 * none is left. Idle rows are pruned with the sign-in counters (lib/retention).
 */
export async function claimWindow(key: string, max: number, windowSeconds: number): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "LoginThrottle" AS t (key, count, since, "nextAt", "updatedAt")
    VALUES (${key}, 1, clock_timestamp(), clock_timestamp(), clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN t.since < clock_timestamp() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE t.count + 1 END,
      since = CASE WHEN t.since < clock_timestamp() - make_interval(secs => ${windowSeconds}) THEN clock_timestamp() ELSE t.since END,
      "updatedAt" = clock_timestamp()
    WHERE t.since < clock_timestamp() - make_interval(secs => ${windowSeconds}) OR t.count < ${max}
    RETURNING count`;
  return rows.length > 0;
}
