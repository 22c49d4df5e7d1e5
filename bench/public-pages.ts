// The anonymous public pages of both hosts and their JavaScript budget (issue 34, docs/public-pages.md "Speed and weight"):
// one list for the command that measures them (bench/page-weights.ts, `npm run bench:pages`), `npm run bench`'s JS table
// and the journey that fails when a page ships more (tests/e2e/js-budget.spec.ts).

/** Gzipped JavaScript a phone downloads for one anonymous public page, at most (issue 34). */
export const JS_BUDGET_BYTES = 80 * 1024;

export interface PublicPage {
  key: string;
  name: string;
  path: string;
  /** A sale website's Host header; none for the platform's host. */
  host?: string;
  /**
   * Shown only when the site has what it shows (the certificate: the demo seed has none; the benches give their own
   * server's site one, bench/site-certificate.ts), else a 404 the journeys skip (site-pages.spec.ts toggles it meanwhile).
   */
  optional?: boolean;
}

export interface PublicPageIds {
  leaderId: number;
  tourId: number;
}

/** Every anonymous public page of the platform's host and of the seeded leader's sale website (`siteHost`). */
export function publicPages({ leaderId, tourId }: PublicPageIds, siteHost: string): PublicPage[] {
  const tour = `/${leaderId}/tour/${tourId}`;
  const site = (key: string, name: string, path: string, optional = false): PublicPage => ({
    key,
    name,
    path,
    host: siteHost,
    ...(optional ? { optional } : {}),
  });
  return [
    { key: "tariff", name: "tariff", path: "/tariff" },
    { key: "home", name: "platform home", path: "/" },
    { key: "homePage", name: "platform home, /homePage", path: "/homePage" },
    { key: "leader", name: "leader page", path: `/${leaderId}` },
    { key: "tour", name: "tour page", path: tour },
    { key: "tracking", name: "ticket tracking", path: "/tracking" },
    site("site-home", "site home", "/"),
    site("site-tour", "site tour page", tour),
    site("site-shop", "site shop", "/shop"),
    site("site-mag", "site mag", "/mag"),
    site("site-certificate", "site certificate", "/certificate", true),
    site("site-calendar", "site calendar", "/calendar"),
    site("site-tracking", "site ticket tracking", "/tracking"),
  ];
}

/**
 * The pages not yet within the budget, each with the most it may ship until it is moved (today's figure, rounded up):
 * a page growing past its figure fails as one past the budget does. A page moved under the budget leaves this list
 * (docs/public-pages.md says which are left and why); none is left today, the leader page was the last.
 */
export const OVER_BUDGET_BYTES: Readonly<Record<string, number>> = {};

/** The most `key` may ship: the budget, or its recorded figure while it is listed above. */
export function jsCeiling(key: string): number {
  return OVER_BUDGET_BYTES[key] ?? JS_BUDGET_BYTES;
}

/** A token of the seeded leader of the demo site `kuhestan` (09120000003, lib/websites/seed-websites.ts). */
export async function seededLeaderToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/Users/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "09120000003", password: "Leader#1234" }),
  });
  if (!login.ok) throw new Error(`the seeded leader could not sign in: ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

/**
 * The seeded leader of the demo site `kuhestan` (09120000003, lib/websites/seed-websites.ts) and a published tour of theirs
 * that has not ended, read through the API as the leader.
 */
export async function findPublicPageIds(base: string): Promise<PublicPageIds> {
  const token = await seededLeaderToken(base);
  const found = await fetch(`${base}/api/Tour/search?Resource.IsDraft=false&PageSize=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { result } = (await found.json()) as { result: { id: number }[] };
  for (const { id } of result) {
    const tour = await fetch(`${base}/api/Tour/${id}`);
    if (!tour.ok) continue;
    const { leaderId } = (await tour.json()) as { leaderId: number };
    // The tour page answers 200 only for a tour open to travellers (not cancelled, not ended).
    if ((await fetch(`${base}/${leaderId}/tour/${id}`)).status === 200) return { leaderId, tourId: id };
  }
  throw new Error("the seeded leader has no published tour with a public page");
}
