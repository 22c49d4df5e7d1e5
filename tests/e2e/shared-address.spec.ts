// Signing in from a shared address under attack (a carrier's NAT): after many failed sign-ins from
// one address, the owner with the right password is asked for the SMS code in Persian and gets in
// with it. Run on a server of its own that trusts one proxy (TRUST_PROXY_HOPS=1), so this journey's
// address is its own X-Forwarded-For and the other journeys' loopback address stays unchallenged.
import { expect, test } from "@playwright/test";
import { startBareServer, type BareServer } from "./bare-server";
import { newMobile, SEEDED, withDb } from "./helpers";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ADDRESS = `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
test.use({ extraHTTPHeaders: { "x-forwarded-for": ADDRESS } });

let server: BareServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startBareServer(PORT + 2, { TRUST_PROXY_HOPS: "1" });
});
test.afterAll(() => server?.stop());

const lastSmsId = (mobile: string) =>
  withDb(async (db) =>
    Number(
      (
        await db.query<{ id: number }>(`select coalesce(max(id), 0) as id from "SmsMessage" where mobile = $1`, [
          mobile,
        ])
      ).rows[0].id,
    ),
  );

async function codeAfter(mobile: string, after: number) {
  for (let i = 0; i < 40; i++) {
    const text = await withDb(
      async (db) =>
        (
          await db.query<{ text: string }>(
            `select text from "SmsMessage" where mobile = $1 and id > $2 order by id desc limit 1`,
            [mobile, after],
          )
        ).rows[0]?.text,
    );
    const code = text?.match(/\d{6}/)?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no sign-in code for ${mobile}`);
}

test("after many failed sign-ins from the address, the owner signs in with the right password and the SMS code", async ({
  page,
  request,
}) => {
  const base = server!.base;
  for (let i = 0; i < 30; i++) {
    const res = await request.post(`${base}/api/Users/Login`, {
      data: { username: newMobile(), password: "Wrong#1234", keepMeLogin: false },
    });
    expect(res.status()).toBe(400);
  }
  const account = SEEDED.leader2;
  const before = await lastSmsId(account.mobile);
  await page.goto(`${base}/auth/login`);
  await page.getByLabel(/موبایل/).fill(account.mobile);
  await page
    .getByLabel(/رمز عبور/)
    .first()
    .fill(account.password);
  await page.getByRole("button", { name: /^ورود$/ }).click();
  const step = page.getByTestId("login-code-step");
  await expect(step).toContainText("کد تأیید به موبایل شما پیامک شد");
  await expect(page).toHaveURL(`${base}/auth/login`);
  await step.getByLabel("کد تأیید").fill(await codeAfter(account.mobile, before));
  await page.getByRole("button", { name: /^ورود$/ }).click();
  await expect(page).toHaveURL(`${base}${account.landing}`);
});
