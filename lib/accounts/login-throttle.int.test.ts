// Concurrency of the sign-in throttle (lib/accounts/login-guard.ts): parallel wrong passwords for one
// mobile never share a slot — each password check claims the next one atomically in LoginThrottle —,
// one address's parallel failures lead to the SMS code step at its limit, and the real owner is never kept out longer
// than the largest delay once the guessing stops.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { stampHeaders } from "@/lib/http/client-address";
import { LOGIN_GUARD, loginDelayMs } from "./login-guard";
import { post, uniqueIp } from "./testing/fixtures";

const PARALLEL = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (res: { body: { errors?: string[] } }) =>
  Number((res.body.errors?.[0] ?? "").replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))).match(/\d+/)?.[0]);

/** N wrong passwords for the mobile at once, each from its own address (so only the mobile's slots count). */
function burst(mobile: string, n = PARALLEL) {
  return Promise.all(
    Array.from({ length: n }, (_, i) => post("/api/Users/Login", { username: mobile, password: `Wrong#${i}-guess` })),
  );
}

/** How many slots after the tenth try open within ms: the k-th opens the sum of the first k delays after it. */
function slotsOpenedWithin(ms: number) {
  let at = 0;
  let slots = 0;
  for (let tries = LOGIN_GUARD.maxFailures; (at += loginDelayMs(tries)) <= ms; tries++) slots++;
  return slots;
}

const tally = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

async function checkedFailures(mobile: string) {
  return prisma.loginAttempt.findMany({
    where: { mobile, success: false },
    orderBy: { id: "asc" },
    select: { createdAt: true },
  });
}

describe("sign-in throttle under concurrency", () => {
  it(`${PARALLEL} parallel wrong passwords for a fresh mobile: ten are checked, the others wait for their slot`, async () => {
    const { user } = await createUser();
    const started = Date.now();
    const results = await burst(user.mobile);
    // A burst that takes longer than a second (a loaded machine) rightly meets the slots that open 1, 3, 7 s after the
    // tenth try; each such slot lets exactly one more check through.
    const opened = slotsOpenedWithin(Date.now() - started);
    const checked = tally(results)[400] ?? 0;
    expect(checked).toBeGreaterThanOrEqual(LOGIN_GUARD.maxFailures);
    expect(checked).toBeLessThanOrEqual(LOGIN_GUARD.maxFailures + opened);
    expect(tally(results)).toEqual({ 400: checked, 429: PARALLEL - checked });
    for (const slowed of results.filter((r) => r.status === 429)) {
      expect(slowed.body.codes).toEqual(["login_slowed"]);
      expect(seconds(slowed)).toBeGreaterThanOrEqual(1);
      expect(seconds(slowed)).toBeLessThanOrEqual(LOGIN_GUARD.maxDelayMs / 1000);
    }
    // Only the tries that were let through checked a password.
    expect(await checkedFailures(user.mobile)).toHaveLength(checked);
  });

  it(
    "hammering with parallel guesses: the k-th password check waits for the k-th slot",
    { timeout: 60_000 },
    async () => {
      const { user, password } = await createUser();
      await burst(user.mobile, LOGIN_GUARD.maxFailures);
      const key = `m:${user.mobile}`;
      // The database's own time of each claim: the throttle row's `since` is the latest try let through.
      const claims = new Set<number>([
        (await prisma.loginThrottle.findUniqueOrThrow({ where: { key } })).since.getTime(),
      ]);
      const start = Date.now();
      let rounds = 0;
      // 7.5 s of rounds of 20 parallel guesses: the slots after try 10, 11, 12 open 1, 2 and 4 s apart.
      while (Date.now() - start < 7_500) {
        const results = await burst(user.mobile);
        rounds++;
        for (const r of results) {
          if (r.status === 429) expect(seconds(r)).toBeLessThanOrEqual(LOGIN_GUARD.maxDelayMs / 1000);
          else expect(r.status).toBe(400);
        }
        claims.add((await prisma.loginThrottle.findUniqueOrThrow({ where: { key } })).since.getTime());
        await sleep(100);
      }
      expect(rounds).toBeGreaterThan(3);
      const extra = (await checkedFailures(user.mobile)).slice(LOGIN_GUARD.maxFailures);
      // Slots at +1 s, +3 s, +7 s from the tenth claim: at most three more checks in 7.5 s (fewer when a
      // loaded machine answers rounds late), never 20 a round.
      expect(extra.length).toBeGreaterThanOrEqual(1);
      expect(extra.length).toBeLessThanOrEqual(3);
      // Every check was a claim: the row counted exactly the tries let through.
      expect((await prisma.loginThrottle.findUniqueOrThrow({ where: { key } })).count).toBe(
        LOGIN_GUARD.maxFailures + extra.length,
      );
      // The k-th extra claim came at least the k-th delay after the one before it (times are the database's).
      const times = [...claims].sort((a, b) => a - b);
      expect(times.length).toBeGreaterThanOrEqual(2);
      for (let k = 1; k < times.length; k++) {
        // timestamptz(3) rounds to the millisecond.
        expect(times[k] - times[k - 1], `gap before extra claim ${k}`).toBeGreaterThanOrEqual(
          loginDelayMs(LOGIN_GUARD.maxFailures + k - 1) - 1,
        );
      }

      // The owner, once the guessing stops, waits at most the largest delay (the seconds are told) and is in.
      const owner = await post("/api/Users/Login", { username: user.mobile, password });
      if (owner.status === 429) {
        const wait = seconds(owner);
        expect(wait).toBeLessThanOrEqual(LOGIN_GUARD.maxDelayMs / 1000);
        // Let that time pass (moved in the database instead of sleeping in the test).
        await prisma.$executeRaw`UPDATE "LoginThrottle" SET "nextAt" = "nextAt" - make_interval(secs => ${wait}) WHERE key = ${`m:${user.mobile}`}`;
      }
      const inside = await post("/api/Users/Login", { username: user.mobile, password });
      expect(inside.status).toBe(200);
      // The success starts the count afresh: the next wrong password is checked at once.
      expect((await post("/api/Users/Login", { username: user.mobile, password: "Wrong#after" })).status).toBe(400);
    },
  );

  it("however long the guessing went on, the next slot is never more than the largest delay away", async () => {
    const mobile = uniqueMobile();
    await burst(mobile, LOGIN_GUARD.maxFailures);
    // As if 200 guesses had been let through (the delay's exponent would overflow without its cap).
    await prisma.$executeRaw`UPDATE "LoginThrottle" SET count = 200, "nextAt" = clock_timestamp() - interval '1 second' WHERE key = ${`m:${mobile}`}`;
    const results = await burst(mobile);
    expect(tally(results)).toEqual({ 400: 1, 429: PARALLEL - 1 });
    const row = await prisma.loginThrottle.findUniqueOrThrow({ where: { key: `m:${mobile}` } });
    expect(row.count).toBe(201);
    expect(row.nextAt.getTime() - Date.now()).toBeLessThanOrEqual(LOGIN_GUARD.maxDelayMs);
    expect(Math.max(...results.filter((r) => r.status === 429).map(seconds))).toBeLessThanOrEqual(
      LOGIN_GUARD.maxDelayMs / 1000,
    );
  });

  it("one address's parallel failures over many mobiles: 30 passwords are checked, then every try needs the SMS code", async () => {
    const ip = uniqueIp();
    const n = LOGIN_GUARD.addressCodeAfter + 10;
    const results = await Promise.all(
      Array.from({ length: n }, () =>
        post("/api/Users/Login", { username: uniqueMobile(), password: "Wrong#1234" }, { ip }),
      ),
    );
    expect(tally(results)).toEqual({ 400: LOGIN_GUARD.addressCodeAfter, 401: 10 });
    expect(results.filter((r) => r.status === 401).every((r) => r.body.codes[0] === "login_code_required")).toBe(true);
    expect(await prisma.loginAttempt.count({ where: { ip, success: false } })).toBe(LOGIN_GUARD.addressCodeAfter);
  });

  it("a right password gives the address's unit back; tries refused for the mobile's slot cost the address nothing", async () => {
    const ip = uniqueIp();
    const { user, password } = await createUser();
    for (let i = 0; i < LOGIN_GUARD.addressCodeAfter - 1; i++) {
      expect(
        (await post("/api/Users/Login", { username: uniqueMobile(), password: "Wrong#1234" }, { ip })).status,
      ).toBe(400);
    }
    for (let i = 0; i < 3; i++)
      expect((await post("/api/Users/Login", { username: user.mobile, password }, { ip })).status).toBe(200);
    // A slowed mobile's 429s from this address take nothing from it either.
    const slowedMobile = uniqueMobile();
    await burst(slowedMobile, LOGIN_GUARD.maxFailures);
    await prisma.$executeRaw`UPDATE "LoginThrottle" SET "nextAt" = clock_timestamp() + interval '20 seconds' WHERE key = ${`m:${slowedMobile}`}`;
    for (let i = 0; i < 5; i++)
      expect((await post("/api/Users/Login", { username: slowedMobile, password: "Wrong#1234" }, { ip })).status).toBe(
        429,
      );
    // One failure left, then the address must confirm sign-ins with the SMS code.
    expect((await post("/api/Users/Login", { username: uniqueMobile(), password: "Wrong#1234" }, { ip })).status).toBe(
      400,
    );
    const challenged = await post("/api/Users/Login", { username: user.mobile, password }, { ip });
    expect([challenged.status, challenged.body.codes]).toEqual([401, ["login_code_required"]]);
  });

  it(`${PARALLEL} parallel wrong current passwords in ChangePassword claim the same slots`, async () => {
    const { user, token } = await createUser();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        api("PUT", "/api/Users/ChangePassword", {
          token,
          body: { currentPassword: `Wrong#${i}x`, newPassword: "Changed#Pass1-x" },
          headers: stampHeaders(uniqueIp()),
        }),
      ),
    );
    expect(tally(results)).toEqual({ 400: LOGIN_GUARD.maxFailures, 429: PARALLEL - LOGIN_GUARD.maxFailures });
    expect(await checkedFailures(user.mobile)).toHaveLength(LOGIN_GUARD.maxFailures);
  });
});
