// The client's address for rate limits is decided by the server itself, in every launch mode: the
// production build under `npm start` (Playwright's web server) and under the server entry alone of the
// same build. A forged stamp header or X-Forwarded-For never moves the bucket: the address a failed
// sign-in is logged (and counted) under stays the socket's.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startBareServer, type BareServer } from "./bare-server";
import { withDb } from "./helpers";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BARE_PORT = PORT + 1;
const LOOPBACK = /^(127\.0\.0\.1|::1)$/;
const FORGED = {
  "x-hamsafar-client-address": "6.6.6.6",
  "x-hamsafar-client-mark": "guessed",
  "x-forwarded-for": "7.7.7.7",
  "x-real-ip": "8.8.8.8",
};

let mobileCounter = Math.floor(Math.random() * 9_000_000);
const unknownMobile = () => `0912${String(1_000_000 + (mobileCounter++ % 9_000_000)).padStart(7, "0")}`;

/** Fails one sign-in with forged address headers; answers the address the server counted it under. */
async function countedAddress(request: APIRequestContext, base: string) {
  const mobile = unknownMobile();
  const res = await request.post(`${base}/api/Users/Login`, {
    data: { username: mobile, password: "Wrong#Pass-1", keepMeLogin: false },
    headers: FORGED,
  });
  expect(res.status()).toBe(400);
  return withDb(async (db) =>
    (await db.query<{ ip: string | null }>(`select ip from "LoginAttempt" where mobile = $1`, [mobile])).rows.map(
      (r) => r.ip,
    ),
  );
}

test("under npm start a forged stamp or X-Forwarded-For does not move the rate-limit bucket", async ({ request }) => {
  expect(await countedAddress(request, `http://localhost:${PORT}`)).toEqual([expect.stringMatching(LOOPBACK)]);
});

test.describe("under the server entry alone (server/main.ts) of the same build", () => {
  let server: BareServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startBareServer(BARE_PORT, { TRUST_PROXY_HOPS: "0" });
  });
  test.afterAll(() => server?.stop());

  test("the stamp is installed by the server itself and forged headers do not move the bucket", async ({ request }) => {
    expect(await countedAddress(request, server!.base)).toEqual([expect.stringMatching(LOOPBACK)]);
    // The server said once, at start, how it decides the address.
    expect(server!.output()).toContain("[client-address] rate limits use the socket's address (TRUST_PROXY_HOPS=0");
  });
});
