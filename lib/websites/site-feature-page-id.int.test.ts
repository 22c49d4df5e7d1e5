// A sale website's shop, magazine and certificate pages, asked before Next renders (proxy.ts → site-feature-page-id.ts
// → public-page-exists.ts), on a real database: a page the site has goes on to it; one it does not have (a basic plan,
// a feature turned off, no licence photo) is the site's own kept 404 in its frame, not the platform's 404 on its host.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/tests/helpers/factories";
import { proxy } from "@/proxy";
import { MAGAZINE_FEATURE, SHOP_FEATURE } from "./features";

const DAY_MS = 86_400_000;

async function makeSite(data: { planType?: "Basic" | "Professional"; featureIds?: number[]; photo?: string | null }) {
  const { user } = await createUser();
  const subDomain = `feat${user.id}`;
  await prisma.saleWebsite.create({
    data: {
      userId: user.id,
      subDomain,
      startsAt: new Date(),
      expiresAt: new Date(Date.now() + 30 * DAY_MS),
      planType: data.planType ?? "Basic",
      featureIds: data.featureIds ?? [],
      certificatePhotoName: data.photo ?? null,
    },
  });
  return { userId: user.id, host: `${subDomain}.localhost:3000`, site: `/sites/${subDomain}.localhost` };
}

async function rewriteOf(host: string, path: string) {
  const response = await proxy(new NextRequest(new URL(`http://${host}${path}`), { headers: { host } }));
  const rewrite = response.headers.get("x-middleware-rewrite");
  return rewrite && new URL(rewrite).pathname;
}

describe("a sale website's shop, magazine and certificate on its host", () => {
  it("go on to their pages while the site has them", async () => {
    const { host, site } = await makeSite({
      planType: "Professional",
      featureIds: [SHOP_FEATURE, MAGAZINE_FEATURE],
      photo: "websites/certificate-1-abc.webp",
    });
    for (const path of ["/shop", "/mag", "/certificate"])
      expect(await rewriteOf(host, path), path).toBe(`${site}${path}`);
  });

  it("are the site's own 404 when its plan, features or photo leave them out", async () => {
    const basic = await makeSite({ planType: "Basic", featureIds: [SHOP_FEATURE, MAGAZINE_FEATURE] });
    for (const path of ["/shop", "/mag", "/certificate"])
      expect(await rewriteOf(basic.host, path), path).toBe(`${basic.site}/_unknown`);
    const shopOnly = await makeSite({ planType: "Professional", featureIds: [SHOP_FEATURE] });
    expect(await rewriteOf(shopOnly.host, "/shop")).toBe(`${shopOnly.site}/shop`);
    expect(await rewriteOf(shopOnly.host, "/mag")).toBe(`${shopOnly.site}/_unknown`);
  });

  it("leave an inactive site's page and an unknown host to the page", async () => {
    const expired = await makeSite({ planType: "Basic" });
    await prisma.saleWebsite.update({
      where: { userId: expired.userId },
      data: { expiresAt: new Date(Date.now() - DAY_MS) },
    });
    // The inactive page says the site is closed, on every path it has.
    expect(await rewriteOf(expired.host, "/shop")).toBe(`${expired.site}/shop`);
    expect(await rewriteOf("nosuchsite-feat.localhost:3000", "/certificate")).toBe(
      `/sites/nosuchsite-feat.localhost/certificate`,
    );
  });
});
