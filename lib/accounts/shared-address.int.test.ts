// Sign-in under attack from a shared address (an Iranian carrier's NAT, an office, a university):
// the address is challenged, never closed. After 1,000 failures from one address over many mobiles,
// the owner of an account behind that address still signs in with the right password and the SMS
// code, while guessing from it checks no password at all and guessing one account from anywhere
// stays slow (docs/security.md).
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { LOGIN_GUARD } from "./login-guard";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { lastSmsCode, post, uniqueIp, wrongCode } from "./testing/fixtures";

const tally = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe("sign-in from a shared address under attack", () => {
  it(
    "after 1,000 failures over many mobiles the owner with the right password signs in with the SMS code; guessing from it checks nothing",
    { timeout: 240_000 },
    async () => {
      const ip = uniqueIp();
      const { user, password } = await createUser();
      const statuses: { status: number }[] = [];
      for (let batch = 0; batch < 20; batch++) {
        statuses.push(
          ...(await Promise.all(
            Array.from({ length: 50 }, () =>
              post("/api/Users/Login", { username: uniqueMobile(), password: "Wrong#1234" }, { ip }),
            ),
          )),
        );
      }
      // 30 passwords were checked; every later try was asked for the code and checked nothing.
      expect(tally(statuses)).toEqual({ 400: LOGIN_GUARD.addressCodeAfter, 401: 1000 - LOGIN_GUARD.addressCodeAfter });
      expect(await prisma.loginAttempt.count({ where: { ip } })).toBe(LOGIN_GUARD.addressCodeAfter);

      // The owner behind that address: the right password alone is asked for the code, not refused.
      const asked = await post("/api/Users/Login", { username: user.mobile, password }, { ip });
      expect(asked.status).toBe(401);
      expect(asked.body).toMatchObject({ codes: ["login_code_required"], errors: [M.loginCodeRequired] });
      expect((await post("/api/Users/LoginToken", { username: user.mobile }, { ip })).status).toBe(200);
      const code = (await lastSmsCode(user.mobile))!;
      expect(code).toMatch(/^\d{6}$/);
      // A wrong code checks no password; the right code with a wrong password is refused as usual.
      expect(
        (await post("/api/Users/Login", { username: user.mobile, password, otpCode: wrongCode(code) }, { ip })).status,
      ).toBe(400);
      expect(
        (await post("/api/Users/Login", { username: user.mobile, password: "Wrong#1234", otpCode: code }, { ip })).body
          .codes,
      ).toEqual(["invalid_credentials"]);
      const signedIn = await post("/api/Users/Login", { username: user.mobile, password, otpCode: code }, { ip });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(signedIn.body.token).toEqual(expect.any(String));
      // The code is used up.
      expect((await post("/api/Users/Login", { username: user.mobile, password, otpCode: code }, { ip })).status).toBe(
        400,
      );

      // Guessing the owner's password from that address: 100 parallel tries check no password.
      const before = await prisma.loginAttempt.count({ where: { mobile: user.mobile } });
      const guesses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          post("/api/Users/Login", { username: user.mobile, password: `Guess#${i}-x` }, { ip }),
        ),
      );
      expect(tally(guesses)).toEqual({ 401: 100 });
      expect(await prisma.loginAttempt.count({ where: { mobile: user.mobile } })).toBe(before);
      // Another address is not asked.
      expect((await post("/api/Users/Login", { username: user.mobile, password })).status).toBe(200);
    },
  );

  it(
    "guessing one account from many addresses stays slow: ten checks, then at most one per growing slot",
    { timeout: 60_000 },
    async () => {
      const { user } = await createUser();
      const started = Date.now();
      let sent = 0;
      while (Date.now() - started < 4_000) {
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            post("/api/Users/Login", { username: user.mobile, password: `Guess#${sent + i}-y` }),
          ),
        );
        sent += 20;
      }
      const checked = await prisma.loginAttempt.count({ where: { mobile: user.mobile } });
      const seconds = (Date.now() - started) / 1000;
      // Slots 1 s, 2 s, 4 s after the tenth: at most 10 + 3 checks in 4 s of any number of guesses.
      expect(sent).toBeGreaterThan(40);
      expect(checked).toBeGreaterThanOrEqual(LOGIN_GUARD.maxFailures);
      expect(checked).toBeLessThanOrEqual(LOGIN_GUARD.maxFailures + 3);
      console.info(
        `[rate] one account: ${sent} guesses in ${seconds.toFixed(1)} s, ${checked} passwords checked; sustained at most ${60_000 / LOGIN_GUARD.maxDelayMs} a minute`,
      );
    },
  );

  it("the sign-in code has the mobile's own limits: one a minute, five an hour", async () => {
    const { user } = await createUser();
    const ip = uniqueIp();
    expect((await post("/api/Users/LoginToken", { username: user.mobile }, { ip })).status).toBe(200);
    expect((await post("/api/Users/LoginToken", { username: user.mobile }, { ip })).status).toBe(429);
    // An unknown mobile answers the same and gets no SMS.
    const stranger = uniqueMobile();
    expect((await post("/api/Users/LoginToken", { username: stranger }, { ip })).status).toBe(200);
    expect(await prisma.smsMessage.count({ where: { mobile: stranger } })).toBe(0);
  });
});
