// Shared steps of the browser journeys: the seeded accounts, login, and reading what the
// console SMS provider recorded (the e2e server writes its database URL under .data/e2e-<port>).
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";

export const SEEDED = {
  operator: { mobile: "09120000001", password: "Operator#1234", landing: "/adminDashboard" },
  accountant: {
    mobile: "09120000002",
    password: "Accountant#1234",
    landing: "/adminDashboard/financialReports/transactions",
  },
  leader: { mobile: "09120000003", password: "Leader#1234", landing: "/dashboard" },
  leader2: { mobile: "09120000004", password: "Leader#1234", landing: "/dashboard" },
  affiliate: { mobile: "09120000005", password: "Affiliate#1234", landing: "/dashboard" },
} as const;

export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = readFileSync(`.data/e2e-${process.env.E2E_PORT ?? 3100}/database-url`, "utf8").trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The last OTP texted to a mobile (the console SMS provider records every message). */
export async function latestOtp(mobile: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const code = await withDb(async (db) => {
      const { rows } = await db.query<{ text: string }>(
        `select text from "SmsMessage" where mobile = $1 order by id desc limit 1`,
        [mobile],
      );
      return rows[0]?.text.match(/\d{6}/)?.[0];
    });
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no OTP was sent to ${mobile}`);
}

/** A fresh, valid mobile for a test user (0936 + 7 digits). */
export function newMobile() {
  return `0936${Math.floor(Math.random() * 10_000_000)
    .toString()
    .padStart(7, "0")}`;
}

/**
 * A new leader or affiliate through the real sign-up calls (OTP from the SMS log); `confirmed`
 * stands in for the operator's confirmation. Tests that change an account use one of these, never
 * a seeded account.
 */
export async function registerUser(
  request: APIRequestContext,
  options: {
    role?: "Leader" | "Affiliate";
    confirmed?: boolean;
    password?: string;
    firstName?: string;
    lastName?: string;
  } = {},
) {
  const {
    role = "Leader",
    confirmed = false,
    password = "Traveller#1234",
    firstName = "آزمون",
    lastName = "کاربر",
  } = options;
  const mobile = newMobile();
  const token = await request.post("/api/Users/RegisterToken", { data: { username: mobile } });
  expect(token.ok(), await token.text()).toBe(true);
  const signupToken = await latestOtp(mobile);
  const registered = await request.post("/api/Users/Register", {
    data: { username: mobile, signupToken, firstName, lastName, password, role, acceptedEULA: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const id = await withDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `update "User" set "isConfirmed" = $2 where mobile = $1 returning id`,
      [mobile, confirmed],
    );
    return rows[0].id;
  });
  return { id, mobile, password };
}

/**
 * Signs the browser out by dropping its cookies, after leaving the page: a panel page's session
 * check still in flight would otherwise set the session cookie again on its way back.
 */
export async function signOutBrowser(page: Page) {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

export async function login(page: Page, mobile: string, password: string, expectedPath?: string) {
  await page.goto("/auth/login");
  await page.getByLabel(/موبایل/).fill(mobile);
  await page
    .getByLabel(/رمز عبور/)
    .first()
    .fill(password);
  await page.getByRole("button", { name: /ورود/ }).click();
  if (expectedPath) await expect(page).toHaveURL(new RegExp(`${expectedPath.replace(/\//g, "\\/")}(\\?.*)?$`));
}

/**
 * The newest ticket-management code texted to a mobile (POST /api/tour/manage-ticket/code), waiting for it; `onDb` is
 * the database it reads (the journeys' server's by default; tests/instances passes its own).
 */
export async function latestTicketCode(mobile: string, after = 0, onDb: typeof withDb = withDb): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const code = await onDb(async (db) => {
      const { rows } = await db.query<{ text: string }>(
        `select text from "SmsMessage" where mobile = $1 and id > $2 and text like '%لغو یا استرداد بلیت%' order by id desc limit 1`,
        [mobile, after],
      );
      return rows[0]?.text.match(/\d{6}/)?.[0];
    });
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ticket code was sent to ${mobile}`);
}

/** In the open cancel dialog: asks for the buyer's code, reads it from the SMS log and types it. */
export async function enterTicketCode(page: Page, mobile: string) {
  await page.getByTestId("send-ticket-code").click();
  await expect(page.getByText("کد تایید به موبایل خریدار پیامک شد.").first()).toBeVisible();
  await page.getByLabel("کد تایید پیامک‌شده").fill(await latestTicketCode(mobile));
}
