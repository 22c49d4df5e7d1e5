// Redirect targets after login and payment (lib/websites/redirect-target.ts): a path of this site,
// the platform's own URL, or an active sale website — sub-domain or approved custom domain —, never
// an inactive, unknown or unapproved one, and none of the string tricks against either host.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/tests/helpers/factories";
import { allowedRedirectTarget, onAllowedOrigin } from "./redirect-target";

const DAY = 86_400_000;
const suffix = Math.random().toString(36).slice(2, 8);
const platform = new URL(env.publicUrl);
const port = platform.port ? `:${platform.port}` : "";
const sub = (name: string) => `${platform.protocol}//${name}.localhost${port}`;
const active = `rt-on-${suffix}`;
const lapsed = `rt-off-${suffix}`;
const approved = `rt-${suffix}.example.com`;
const pending = `rt-pending-${suffix}.example.com`;
const approvedButLapsed = `rt-lapsed-${suffix}.example.com`;

async function site(
  subDomain: string,
  days: number | null,
  domain?: { name: string; status: "Approved" | "InProcess" },
) {
  const { user } = await createUser();
  await prisma.saleWebsite.create({
    data: {
      userId: user.id,
      subDomain,
      domain: domain?.name ?? null,
      domainStatus: domain?.status ?? "NoDomain",
      startsAt: days === null ? null : new Date(),
      expiresAt: days === null ? null : new Date(Date.now() + days * DAY),
    },
  });
}

const target = async (value: string) => (await allowedRedirectTarget(value))?.target ?? null;

beforeAll(async () => {
  await site(active, 30, { name: approved, status: "Approved" });
  await site(lapsed, -1);
  await site(`rt-pend-${suffix}`, 30, { name: pending, status: "InProcess" });
  await site(`rt-lap-${suffix}`, -1, { name: approvedButLapsed, status: "Approved" });
});

describe("allowedRedirectTarget", () => {
  it("follows paths of this site and the platform's own address", async () => {
    expect(await allowedRedirectTarget("/dashboard?x=1")).toEqual({ target: "/dashboard?x=1", allowedOrigins: [] });
    expect(await target(`${platform.origin}/dashboard`)).toBe(`${platform.origin}/dashboard`);
  });

  it("follows an active site's sub-domain and its approved custom domain", async () => {
    expect(await allowedRedirectTarget(`${sub(active)}/3/tour/7?s=1`)).toEqual({
      target: `${sub(active)}/3/tour/7?s=1`,
      allowedOrigins: [sub(active)],
    });
    expect(await target(`${sub(active.toUpperCase())}/`)).toBe(`${sub(active)}/`);
    expect(await target(`${platform.protocol}//${approved}/mag`)).toBe(`${platform.protocol}//${approved}/mag`);
  });

  it("refuses an inactive, unknown or unapproved site, another port or scheme, and foreign hosts", async () => {
    for (const value of [
      `${sub(lapsed)}/`,
      `${sub(`nosuch-${suffix}`)}/`,
      `${platform.protocol}//${pending}/`,
      `${platform.protocol}//${approvedButLapsed}/`,
      `${platform.protocol}//unknown-${suffix}.example.org/`,
      `${platform.protocol}//${active}.localhost:1/`,
      `${platform.protocol === "http:" ? "https:" : "http:"}//${active}.localhost${port}/`,
      `${platform.protocol}//${platform.hostname}:1/`,
      `${platform.protocol}//a.${active}.localhost${port}/`,
      "https://evil.example/",
    ]) {
      expect(await allowedRedirectTarget(value), value).toBeNull();
    }
  });

  it("refuses tab, newline, backslash, encoded, protocol-relative and user-info tricks against the platform and a site", async () => {
    for (const host of [platform.origin, sub(active)]) {
      const bare = host.replace(/^https?:\/\//, "");
      for (const value of [
        `${host}\t.evil.example/`,
        `${host}\n@evil.example/`,
        `${host}\r/x`,
        `${host}\\@evil.example/`,
        `${host}%2F@evil.example/`,
        `${host}%40evil.example/`,
        `${host}@evil.example/`,
        `${platform.protocol}//user:pw@${bare}/`,
        `//evil.example@${bare}/`,
        `//${bare}.evil.example/`,
        `${platform.protocol}//evil.example#@${bare}`,
        `https://evil.example%2F${bare}/`,
        `/\t/evil.example`,
        `/\\evil.example`,
        `//evil.example/${bare}`,
        `javascript://${bare}/%0aalert(1)`,
      ]) {
        expect(await allowedRedirectTarget(value), JSON.stringify(value)).toBeNull();
      }
      // Encoded slashes stay encoded: a path of this site, never another host.
      expect(await target(`/%2F%2Fevil.example`)).toBe("/%2F%2Fevil.example");
    }
  });

  it("stops following a site once its paid period is over (the cached expiry is checked on every call)", async () => {
    const name = `rt-exp-${suffix}`;
    await site(name, 30);
    expect(await target(`${sub(name)}/`)).toBe(`${sub(name)}/`);
    await prisma.saleWebsite.updateMany({
      where: { subDomain: name },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await target(`${sub(name)}/`)).toBeNull();
  });
});

describe("onAllowedOrigin (the sandbox gateway's return)", () => {
  it("keeps a return to the platform or an active site, and moves any other to the same path on the platform", async () => {
    expect(await onAllowedOrigin(`${sub(active)}/api/tour/bill/verify-payment?BillId=a&Authority=b&Status=OK`)).toBe(
      `${sub(active)}/api/tour/bill/verify-payment?BillId=a&Authority=b&Status=OK`,
    );
    expect(await onAllowedOrigin(`${platform.origin}/api/x?a=1`)).toBe(`${platform.origin}/api/x?a=1`);
    expect(await onAllowedOrigin(`${sub(lapsed)}/api/x?a=1`)).toBe(`${platform.origin}/api/x?a=1`);
    expect(await onAllowedOrigin("https://evil.example//api/x?a=1")).toBe(`${platform.origin}/api/x?a=1`);
  });
});
