// The sale-website calls end to end through the route handlers: create with its plan bill, pay it
// from the wallet or the gateway (the return URL stays on the buyer's site host), settings with
// approvals withdrawn on edit, link groups, certificate, public views, operator calls, renewals.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { getStorage } from "@/lib/storage";
import { actOnSandbox, fundWallet } from "@/lib/payments/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { PLAN_PRICES } from "./plans";

type User = Awaited<ReturnType<typeof createUser>>;
let leaderA: User;
let leaderB: User;
let operator: User;
let stranger: User;
const suffix = Math.random().toString(36).slice(2, 8);
const subA = `site-a-${suffix}`;
const subB = `site-b-${suffix}`;
const DAY = 24 * 60 * 60 * 1000;

const codes = (res: { body: { codes?: string[] } }) => res.body.codes ?? [];
const persian = (res: { body: { errors?: string[] } }) =>
  expect((res.body.errors ?? []).join(" ")).toMatch(/[\u0600-\u06FF]/);

async function activate(userId: number, days = 30) {
  await prisma.saleWebsite.update({
    where: { userId },
    data: { expiresAt: new Date(Date.now() + days * DAY), startsAt: new Date() },
  });
}

beforeAll(async () => {
  [leaderA, leaderB, operator, stranger] = await Promise.all([
    createUser(),
    createUser(),
    createUser({ role: "Operator" }),
    createUser(),
  ]);
  const a = await api("POST", "/api/sale-website", {
    token: leaderA.token,
    body: { subDomain: subA, planType: "Basic", paymentMethod: "Credit" },
  });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  const b = await api("POST", "/api/sale-website", {
    token: leaderB.token,
    body: { subDomain: subB, planType: "Professional", domain: `${subB}.example.com` },
  });
  expect(b.status, JSON.stringify(b.body)).toBe(200);
});

describe("POST /api/sale-website", () => {
  it("made the site with five link groups of five links, inactive until its plan bill is paid", async () => {
    const site = await prisma.saleWebsite.findUniqueOrThrow({
      where: { userId: leaderA.user.id },
      include: { linkGroups: { include: { links: true } } },
    });
    expect(site).toMatchObject({ subDomain: subA, planType: "Basic", domainStatus: "NoDomain", expiresAt: null });
    expect(site.linkGroups).toHaveLength(5);
    expect(site.linkGroups.every((g) => g.links.length === 5)).toBe(true);
    const bill = await prisma.bill.findFirstOrThrow({
      where: { beneficiaryId: leaderA.user.id, purpose: "WebsitePlan" },
    });
    expect(bill.amount).toBe(PLAN_PRICES.basicPlanPrice);
    const b = await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderB.user.id } });
    expect(b).toMatchObject({ domain: `${subB}.example.com`, domainStatus: "InProcess" });
  });

  it("refuses a bad, reserved or taken sub-domain, a second site and a custom domain on Basic, writing nothing", async () => {
    const before = await prisma.saleWebsite.count();
    const bad = await api("POST", "/api/sale-website", { token: stranger.token, body: { subDomain: "A_b" } });
    expect(bad.status).toBe(400);
    expect(codes(bad)).toEqual(["sub_domain_invalid"]);
    persian(bad);
    expect((await api("POST", "/api/sale-website", { token: stranger.token, body: { subDomain: "ab" } })).status).toBe(
      400,
    );
    const reserved = await api("POST", "/api/sale-website", { token: stranger.token, body: { subDomain: "admin" } });
    expect([reserved.status, codes(reserved)]).toEqual([409, ["sub_domain_reserved"]]);
    const taken = await api("POST", "/api/sale-website", {
      token: stranger.token,
      body: { subDomain: subA.toUpperCase() },
    });
    expect([taken.status, codes(taken)]).toEqual([409, ["sub_domain_taken"]]);
    const second = await api("POST", "/api/sale-website", {
      token: leaderA.token,
      body: { subDomain: `other-${suffix}` },
    });
    expect([second.status, codes(second)]).toEqual([409, ["website_exists"]]);
    const basicDomain = await api("POST", "/api/sale-website", {
      token: stranger.token,
      body: { subDomain: `s-${suffix}`, domain: "x.example.org" },
    });
    expect([basicDomain.status, codes(basicDomain)]).toEqual([400, ["domain_needs_plan"]]);
    expect(await prisma.saleWebsite.count()).toBe(before);
  });

  it("is for leaders and affiliates: an operator is 403, no token 401", async () => {
    expect(
      (await api("POST", "/api/sale-website", { token: operator.token, body: { subDomain: `op-${suffix}` } })).status,
    ).toBe(403);
    expect((await api("GET", "/api/sale-website")).status).toBe(401);
  });
});

describe("plan payment", () => {
  it("from the wallet activates the site for a year and moves the fee to the platform once", async () => {
    const bill = await prisma.bill.findFirstOrThrow({
      where: { beneficiaryId: leaderA.user.id, purpose: "WebsitePlan" },
      include: { payments: true },
    });
    await fundWallet(leaderA.user.id, 10_000_000n);
    const paid = await api("POST", `/api/tour/bill/${bill.id}/credit-purchase/${bill.payments[0].paymentToken}`, {
      token: leaderA.token,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const site = await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderA.user.id } });
    expect(site.expiresAt!.getTime() - Date.now()).toBeGreaterThan(364 * DAY);
    const tx = await prisma.ledgerTransaction.findMany({ where: { idempotencyKey: `bill:${bill.id}:paid` } });
    expect(tx.map((t) => t.type)).toEqual(["ActivateWebsite"]);
    const view = await api("GET", "/api/sale-website", { token: leaderA.token });
    expect(view.body).toMatchObject({ isActive: true, planType: "Basic", expiresInDays: 365, subDomain: subA });
  });

  it("renewing on another plan at the gateway extends from the current end and keeps the buyer on the site host", async () => {
    const before = await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderA.user.id } });
    const renew = await api("POST", "/api/sale-website/renew/Professional", { token: leaderA.token, body: {} });
    expect(renew.status, JSON.stringify(renew.body)).toBe(200);
    expect(renew.body.amount).toBe(Number(PLAN_PRICES.professionalPlanPrice));
    const host = `${subA}.localhost:3000`;
    const start = await api("GET", renew.body.paymentUrl, { headers: { host } });
    expect(start.status).toBe(303);
    const authority = /\/payment\/sandbox\/([^/]+)$/.exec(new URL(start.headers.get("location")!).pathname)![1];
    const sandbox = await prisma.sandboxPayment.findUniqueOrThrow({ where: { authority } });
    expect(new URL(sandbox.callbackUrl).host).toBe(host);
    const callback = new URL(await actOnSandbox(authority, "pay"));
    const verify = await api("GET", `${callback.pathname}${callback.search}`, { headers: { host } });
    expect(verify.status).toBe(303);
    expect(new URL(verify.headers.get("location")!).host).toBe(host);
    const after = await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderA.user.id } });
    expect(after.planType).toBe("Professional");
    expect(after.expiresAt!.getTime() - before.expiresAt!.getTime()).toBe(365 * DAY);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("a forged or unknown host never becomes the gateway's return address", async () => {
    const renew = await api("POST", "/api/sale-website/renew/Basic", { token: leaderA.token, body: {} });
    for (const host of ["evil.example.com", `nosuch-${suffix}.localhost:3000`, `${subB}.localhost:3000`]) {
      const start = await api("GET", renew.body.paymentUrl, { headers: { host } });
      const authority = /\/payment\/sandbox\/([^/]+)$/.exec(new URL(start.headers.get("location")!).pathname)![1];
      const sandbox = await prisma.sandboxPayment.findUniqueOrThrow({ where: { authority } });
      // subB exists but is not active (unpaid): the platform's own URL
      expect(new URL(sandbox.callbackUrl).hostname, host).toBe("localhost");
    }
  });

  it("renewals paid at once each add their year: three bills paid from the wallet together extend the site by three", async () => {
    await activate(leaderA.user.id, 30);
    const before = await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderA.user.id } });
    await fundWallet(leaderA.user.id, 3n * PLAN_PRICES.basicPlanPrice);
    const bills = [];
    for (let i = 0; i < 3; i++)
      bills.push(
        (
          await api("POST", "/api/sale-website/renew/Basic", {
            token: leaderA.token,
            body: { paymentMethod: "Credit" },
          })
        ).body,
      );
    const paid = await Promise.all(
      bills.map((b) =>
        api("POST", `/api/tour/bill/${b.billId}/credit-purchase/${b.paymentToken}`, { token: leaderA.token }),
      ),
    );
    expect(paid.map((p) => p.status)).toEqual([200, 200, 200]);
    const after = await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderA.user.id } });
    expect(after.expiresAt!.getTime() - before.expiresAt!.getTime()).toBe(3 * 365 * DAY);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("refuses an unknown plan type (400) and a user without a site (404)", async () => {
    expect((await api("POST", "/api/sale-website/renew/Gold", { token: leaderA.token, body: {} })).status).toBe(400);
    const none = await api("POST", "/api/sale-website/renew/Basic", { token: stranger.token, body: {} });
    expect([none.status, codes(none)]).toEqual([404, ["no_website"]]);
    // Reading one's site before making it is an answer (200, null), not a 404 in the leader's console.
    const nothing = await api("GET", "/api/sale-website", { token: stranger.token });
    expect([nothing.status, nothing.body]).toEqual([200, null]);
  });
});

describe("PUT /api/sale-website", () => {
  it("saves the settings and tour visibility of the caller's own tours only", async () => {
    const mine = await prisma.tour.create({
      data: { leaderId: leaderA.user.id, title: "تور من", tourType: "SimpleTour" },
    });
    const theirs = await prisma.tour.create({
      data: { leaderId: leaderB.user.id, title: "تور دیگری", tourType: "SimpleTour" },
    });
    const res = await api("PUT", "/api/sale-website", {
      token: leaderA.token,
      body: {
        policy1: "قانون یک",
        policy2: "قانون دو",
        chosenColorPalette: "c3",
        tags: ["کوه"],
        productStoreTags: ["کوله"],
        toursVisibility: [
          { tourId: mine.id, visibility: "Featured" },
          { tourId: theirs.id, visibility: "Hidden" },
        ],
        customHeadElements: "<script>window.ownerHead=1</script>",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      colorPalette: "c3",
      policy1: "قانون یک",
      tags: ["کوه"],
      productStoreTags: ["کوله"],
      customHeadElements: "<script>window.ownerHead=1</script>",
    });
    expect((await prisma.tour.findUniqueOrThrow({ where: { id: mine.id } })).visibility).toBe("Featured");
    expect((await prisma.tour.findUniqueOrThrow({ where: { id: theirs.id } })).visibility).toBe("Shown");
  });

  it("refuses a palette outside c1..c7 and a taken sub-domain, changing nothing", async () => {
    const bad = await api("PUT", "/api/sale-website", { token: leaderA.token, body: { chosenColorPalette: "c9" } });
    expect(bad.status).toBe(400);
    persian(bad);
    const taken = await api("PUT", "/api/sale-website", {
      token: leaderA.token,
      body: { subDomain: subB, chosenColorPalette: "c1" },
    });
    expect([taken.status, codes(taken)]).toEqual([409, ["sub_domain_taken"]]);
    expect((await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderA.user.id } })).colorPalette).toBe(
      "c3",
    );
  });

  it("an approved element runs on the public view; editing it withdraws the approval", async () => {
    const approve = await api(
      "PUT",
      `/api/Operator/sale-website/${leaderA.user.id}/toggle-script-status?element=head`,
      { token: operator.token },
    );
    expect(approve.status).toBe(200);
    expect(approve.body.scripts.head.approved).toBe(true);
    let view = await api("GET", `/api/sale-website/public/${subA}`);
    expect(view.body.scripts.head).toBe("<script>window.ownerHead=1</script>");
    const site = await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderA.user.id } });
    // Saving the same text keeps the approval; a changed text loses it.
    await api("PUT", "/api/sale-website", {
      token: leaderA.token,
      body: { chosenColorPalette: "c3", customHeadElements: site.customHeadElements, tags: ["کوه"] },
    });
    expect((await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderA.user.id } })).headApproved).toBe(
      true,
    );
    await api("PUT", "/api/sale-website", {
      token: leaderA.token,
      body: { chosenColorPalette: "c3", customHeadElements: "<script>window.ownerHead=2</script>", tags: ["کوه"] },
    });
    expect((await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderA.user.id } })).headApproved).toBe(
      false,
    );
    view = await api("GET", `/api/sale-website/public/${subA}`);
    expect(view.body.scripts.head).toBeNull();
  });
});

describe("public views", () => {
  it("answer the owner, tours and link groups of an active site; an inactive one only says so", async () => {
    const active = await api("GET", `/api/sale-website/public/${subA.toUpperCase()}`);
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({
      isActive: true,
      inactive: false,
      owner: { id: leaderA.user.id, mobile: leaderA.user.mobile },
    });
    expect(active.body.hasShop).toBe(false);
    // The five default groups, cut to what leads somewhere on a new site without tours, shop,
    // magazine, certificate or social handles: no anchors of missing sections, no bare social home pages.
    const shown = (body: { linkGroups: { title: string; links: { title: string; link: string }[] }[] }) =>
      body.linkGroups.map((g) => [g.title, g.links.map((l) => `${l.title} ${l.link}`)]);
    const whatsapp = `https://wa.me/98${leaderA.user.mobile.slice(1)}`;
    expect(shown(active.body)).toEqual([
      ["تورها", ["تورهای پیش رو /#future", "پیگیری بلیت /tracking"]],
      ["شبکه‌های اجتماعی", [`واتس‌اپ ${whatsapp}`]],
      ["پشتیبانی", ["پیگیری و لغو بلیت /tracking"]],
    ]);
    // A handle the owner filled in makes the template lead to the owner's own page.
    await prisma.user.update({
      where: { id: leaderA.user.id },
      data: { instagram: "@kuh_trips", telegram: "https://t.me/kuh_channel" },
    });
    const withHandles = (await api("GET", `/api/sale-website/public/${subA}`)).body;
    expect(shown(withHandles)[1]).toEqual([
      "شبکه‌های اجتماعی",
      ["اینستاگرام https://instagram.com/kuh_trips", "تلگرام https://t.me/kuh_channel", `واتس‌اپ ${whatsapp}`],
    ]);
    await prisma.user.update({ where: { id: leaderA.user.id }, data: { instagram: null, telegram: null } });
    const inactive = await api("GET", `/api/sale-website/public/${subB}`);
    expect(inactive.status).toBe(200);
    expect(inactive.body).toEqual({ subDomain: subB, domain: null, isActive: false, expiresAt: null, inactive: true });
    const byUser = await api("GET", `/api/sale-website/user/${leaderA.user.id}`);
    expect(byUser.body.subDomain).toBe(subA);
    expect((await api("GET", `/api/sale-website/user/${stranger.user.id}`)).status).toBe(404);
    expect((await api("GET", `/api/sale-website/public/nosuch-${suffix}`)).status).toBe(404);
  });

  it("a custom domain answers only once an operator approved it", async () => {
    const domain = `${subB}.example.com`;
    expect((await api("GET", `/api/sale-website/public/by-domain/${domain}`)).status).toBe(404);
    const toggled = await api("PUT", `/api/Operator/sale-website/${leaderB.user.id}/domain/toggle-approval`, {
      token: operator.token,
    });
    expect(toggled.body.domainStatus).toBe("Approved");
    const res = await api("GET", `/api/sale-website/public/by-domain/${domain.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.domain).toBe(domain);
    await api("PUT", `/api/Operator/sale-website/${leaderB.user.id}/domain/toggle-approval`, { token: operator.token });
    expect((await api("GET", `/api/sale-website/public/by-domain/${domain}`)).status).toBe(404);
  });

  it("GET /api/sale-website/{subDomain} tells whether a name is free", async () => {
    expect((await api("GET", `/api/sale-website/${subA}`, { token: leaderA.token })).body).toEqual({
      subDomain: subA,
      isAvailable: true,
      reason: null,
    });
    expect((await api("GET", `/api/sale-website/${subA}`, { token: leaderB.token })).body.reason).toBe("taken");
    expect((await api("GET", "/api/sale-website/www", { token: leaderB.token })).body.reason).toBe("reserved");
    expect((await api("GET", "/api/sale-website/a_b", { token: leaderB.token })).body.reason).toBe("invalid");
  });
});

describe("PUT /api/sale-website/custom-domain", () => {
  it("asks for, changes and removes an existing site's domain; each new one waits for the operator again", async () => {
    const { token, user } = await createUser();
    // Not named with the suffix: the operator's search below counts the sites named so.
    const sub = `dom-${Math.random().toString(36).slice(2, 8)}`;
    expect(
      (await api("POST", "/api/sale-website", { token, body: { subDomain: sub, planType: "Professional" } })).status,
    ).toBe(200);
    const set = (domain: string | null) => api("PUT", "/api/sale-website/custom-domain", { token, body: { domain } });
    const first = `${sub}.example.com`;
    const asked = await set(` ${first.toUpperCase()} `);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ domain: first, domainStatus: "InProcess" });
    await activate(user.id);
    expect(
      (await api("PUT", `/api/Operator/sale-website/${user.id}/domain/toggle-approval`, { token: operator.token })).body
        .domainStatus,
    ).toBe("Approved");
    expect((await api("GET", `/api/sale-website/public/by-domain/${first}`)).status).toBe(200);
    // The same domain again changes nothing; another one needs approval again and the old one stops answering.
    expect((await set(first)).body).toMatchObject({ domain: first, domainStatus: "Approved" });
    const second = `www.${sub}.example.org`;
    expect((await set(second)).body).toMatchObject({ domain: second, domainStatus: "InProcess" });
    expect((await api("GET", `/api/sale-website/public/by-domain/${first}`)).status).toBe(404);
    // Refused, in Persian, changing nothing: invalid, the platform's own, another site's.
    const other = `${subB}.example.com`;
    for (const [domain, status, code] of [
      ["not a domain", 400, "domain_invalid"],
      [`x.localhost`, 400, "domain_of_platform"],
      [other, 409, "domain_taken"],
    ] as const) {
      const res = await set(domain);
      expect([res.status, codes(res)], domain).toEqual([status, [code]]);
      persian(res);
    }
    expect(await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      domain: second,
      domainStatus: "InProcess",
    });
    // Removed: no domain, and the site answers on its sub-domain only.
    expect((await set(null)).body).toMatchObject({ domain: null, domainStatus: "NoDomain" });
    expect((await set("")).body).toMatchObject({ domain: null, domainStatus: "NoDomain" });
  });

  it("needs a plan above Basic and a site; it is the owner's call only", async () => {
    const basic = await createUser();
    await api("POST", "/api/sale-website", {
      token: basic.token,
      body: { subDomain: `dom-basic-${Math.random().toString(36).slice(2, 8)}`, planType: "Basic" },
    });
    const refused = await api("PUT", "/api/sale-website/custom-domain", {
      token: basic.token,
      body: { domain: `basic-${suffix}.example.com` },
    });
    expect([refused.status, codes(refused)]).toEqual([400, ["domain_needs_plan"]]);
    expect((await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: basic.user.id } })).domain).toBeNull();
    const none = await api("PUT", "/api/sale-website/custom-domain", {
      token: stranger.token,
      body: { domain: `none-${suffix}.example.com` },
    });
    expect([none.status, codes(none)]).toEqual([404, ["no_website"]]);
    expect(
      (await api("PUT", "/api/sale-website/custom-domain", { token: operator.token, body: { domain: null } })).status,
    ).toBe(403);
  });
});

describe("link groups", () => {
  it("edits, adds and removes links of the caller's groups", async () => {
    const groups = (await api("GET", "/api/sale-website/link-groups", { token: leaderA.token })).body;
    expect(groups).toHaveLength(5);
    const [first, ...rest] = groups;
    const body = {
      groups: [
        {
          ...first,
          title: "تورهای ما",
          links: [
            { ...first.links[0], title: "تازه‌ها" },
            { title: "جدید", link: "https://example.com", isActive: true },
          ],
        },
        ...rest,
      ],
    };
    const saved = await api("PUT", "/api/sale-website/link-group", { token: leaderA.token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body[0]).toMatchObject({
      title: "تورهای ما",
      links: [{ id: first.links[0].id, title: "تازه‌ها" }, { title: "جدید" }],
    });
    const added = await api("POST", `/api/sale-website/link-group/${encodeURIComponent("گروه تازه")}`, {
      token: leaderA.token,
    });
    expect(added.body).toMatchObject({ title: "گروه تازه", links: [] });
    const again = await api("POST", `/api/sale-website/link-group/${encodeURIComponent("گروه تازه")}`, {
      token: leaderA.token,
    });
    expect([again.status, codes(again)]).toEqual([409, ["link_group_exists"]]);
  });

  it("another owner's group is 404 and a bad link 400, changing nothing", async () => {
    const groupsA = (await api("GET", "/api/sale-website/link-groups", { token: leaderA.token })).body;
    const other = await api("PUT", "/api/sale-website/link-group", {
      token: leaderB.token,
      body: { groups: [{ ...groupsA[0], title: "ربوده" }] },
    });
    expect(other.status).toBe(404);
    const bad = await api("PUT", "/api/sale-website/link-group", {
      token: leaderA.token,
      body: { groups: [{ ...groupsA[0], links: [{ title: "x", link: "javascript:alert(1)" }] }] },
    });
    expect(bad.status).toBe(400);
    expect((await prisma.linkGroup.findUniqueOrThrow({ where: { id: groupsA[0].id } })).title).toBe(groupsA[0].title);
  });
});

describe("certificate photo", () => {
  it("uploads a real image, refuses a fake one, deletes it; another site's id is 404", async () => {
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("Photo", new File([new Uint8Array(png)], "c.png", { type: "image/png" }));
    const up = await api("POST", "/api/sale-website/upload-certificate-photo", { token: leaderA.token, form });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.address).toMatch(/^\/uploads\/websites\//);
    // A second upload takes the slot and deletes the first file (the photo-slot service).
    const again = new FormData();
    again.set("Photo", new File([new Uint8Array(png)], "c.png", { type: "image/png" }));
    const second = await api("POST", "/api/sale-website/upload-certificate-photo", {
      token: leaderA.token,
      form: again,
    });
    expect(second.body.certificatePhotoName).not.toBe(up.body.certificatePhotoName);
    expect(await getStorage("public").get(up.body.certificatePhotoName)).toBeNull();
    expect(await getStorage("public").get(second.body.certificatePhotoName)).not.toBeNull();
    const fake = new FormData();
    fake.set("Photo", new File(["not an image"], "x.png", { type: "image/png" }));
    expect(
      (await api("POST", "/api/sale-website/upload-certificate-photo", { token: leaderA.token, form: fake })).status,
    ).toBeGreaterThanOrEqual(400);
    const siteB = await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderB.user.id } });
    expect(
      (
        await api("DELETE", `/api/sale-website/delete-certificate-photo?ownerWebsiteId=${siteB.id}`, {
          token: leaderA.token,
        })
      ).status,
    ).toBe(404);
    expect((await api("DELETE", "/api/sale-website/delete-certificate-photo", { token: leaderA.token })).status).toBe(
      200,
    );
    expect(
      (await prisma.saleWebsite.findUniqueOrThrow({ where: { userId: leaderA.user.id } })).certificatePhotoName,
    ).toBeNull();
    expect(await getStorage("public").get(second.body.certificatePhotoName)).toBeNull();
  });
});

describe("operator", () => {
  it("searches sites (SearchTerm, Enabled) and domains (Approved), 9 a page", async () => {
    const res = await api("GET", `/api/Operator/SearchSaleWebsites?SearchTerm=${suffix}&Enabled=true`, {
      token: operator.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: { subDomain: string }) => r.subDomain)).toEqual([subA]);
    const all = await api("GET", `/api/Operator/SearchSaleWebsites?SearchTerm=${suffix}`, { token: operator.token });
    expect(all.body.totalItemCount).toBe(2);
    const domains = await api("GET", `/api/Operator/SearchSaleWebsiteDomains?SearchTerm=${suffix}&Approved=false`, {
      token: operator.token,
    });
    expect(domains.body.result.map((r: { userId: number }) => r.userId)).toEqual([leaderB.user.id]);
    expect((await api("GET", "/api/Operator/SearchSaleWebsites", { token: leaderA.token })).status).toBe(403);
  });

  it("sets a domain, changes plan and features; bad input 400, unknown owner 404, leader 403", async () => {
    const set = await api("PUT", `/api/Operator/sale-website/${leaderA.user.id}/domain/${subA}.example.net`, {
      token: operator.token,
    });
    expect(set.body).toMatchObject({ domain: `${subA}.example.net`, domainStatus: "InProcess" });
    expect(
      (
        await api("PUT", `/api/Operator/sale-website/${leaderA.user.id}/domain/${subB}.example.com`, {
          token: operator.token,
        })
      ).status,
    ).toBe(409);
    expect(
      (await api("PUT", `/api/Operator/sale-website/${leaderA.user.id}/domain/not_a_domain`, { token: operator.token }))
        .status,
    ).toBe(400);
    expect(
      (await api("PUT", `/api/Operator/sale-website/${stranger.user.id}/plan/Dedicated`, { token: operator.token }))
        .status,
    ).toBe(404);
    expect(
      (await api("PUT", `/api/Operator/sale-website/${leaderA.user.id}/plan/Dedicated`, { token: leaderA.token }))
        .status,
    ).toBe(403);
    const plan = await api("PUT", `/api/Operator/sale-website/${leaderA.user.id}/plan/Dedicated`, {
      token: operator.token,
    });
    expect(plan.body.planType).toBe("Dedicated");
    const feature = await api("POST", `/api/sale-website/${leaderA.user.id}/toggle-feature/2`, {
      token: operator.token,
    });
    expect(feature.body.features).toEqual([
      { id: 1, title: "مجله", isActive: false },
      { id: 2, title: "فروشگاه محصولات", isActive: true },
    ]);
    expect((await api("GET", `/api/sale-website/public/${subA}`)).body).toMatchObject({ hasShop: true, hasMag: false });
    expect(
      (await api("POST", `/api/sale-website/${leaderA.user.id}/toggle-feature/9`, { token: operator.token })).status,
    ).toBe(404);
    const setting = await api("POST", "/api/sale-website/ChangeSetting", {
      token: operator.token,
      body: { userId: leaderA.user.id, planType: "Basic", selectedFeatureIds: [1, 2] },
    });
    expect(setting.body.planType).toBe("Basic");
    // A basic plan has neither shop nor magazine whatever the features.
    expect((await api("GET", `/api/sale-website/public/${subA}`)).body).toMatchObject({
      hasShop: false,
      hasMag: false,
    });
    expect(
      (
        await api("POST", "/api/sale-website/ChangeSetting", {
          token: operator.token,
          body: { userId: leaderA.user.id, planType: "Basic", selectedFeatureIds: [7] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api("GET", "/api/sale-website/features", { token: operator.token })).body.map((f: { id: number }) => f.id),
    ).toEqual([1, 2]);
    expect(
      (
        await api("PUT", `/api/Operator/sale-website/${leaderA.user.id}/toggle-script-status?element=css`, {
          token: operator.token,
        })
      ).status,
    ).toBe(400);
  });

  it("the renewal notifier texts each owner whose site ends within the days, once", async () => {
    await activate(leaderB.user.id, 5);
    const first = await api("POST", "/api/sale-website/renewal-notifier/7", { token: operator.token });
    expect(first.status).toBe(200);
    expect(first.body.notified).toBeGreaterThanOrEqual(1);
    const sms = await prisma.smsMessage.findMany({ where: { mobile: leaderB.user.mobile } });
    expect(sms.filter((m) => m.text.includes("سایت فروش"))).toHaveLength(1);
    await api("POST", "/api/sale-website/renewal-notifier/7", { token: operator.token });
    expect(
      (await prisma.smsMessage.findMany({ where: { mobile: leaderB.user.mobile } })).filter((m) =>
        m.text.includes("سایت فروش"),
      ),
    ).toHaveLength(1);
    expect((await api("POST", "/api/sale-website/renewal-notifier/7", { token: leaderA.token })).status).toBe(403);
    expect((await api("POST", "/api/sale-website/renewal-notifier/0", { token: operator.token })).status).toBe(400);
  });
});

describe("GET /api/sale-website/{userId}/public/products", () => {
  it("lists the owner's active products shown on the website, by term and tags, 9 a page", async () => {
    const end = new Date(Date.now() + 30 * DAY);
    const base = { leaderId: leaderA.user.id, registrationEndTime: end, capacity: 5, price: 150_000n };
    await prisma.product.create({ data: { ...base, title: "کوله ۴۰ لیتری", tags: { create: [{ title: "کوله" }] } } });
    await prisma.product.create({ data: { ...base, title: "باتوم", tags: { create: [{ title: "لوازم" }] } } });
    await prisma.product.create({ data: { ...base, title: "پنهان", showInWebsite: false } });
    await prisma.product.create({ data: { ...base, title: "غیرفعال", isActive: false } });
    await prisma.product.create({ data: { ...base, leaderId: leaderB.user.id, title: "مال دیگری" } });
    const all = await api("GET", `/api/sale-website/${leaderA.user.id}/public/products`);
    expect(all.status).toBe(200);
    expect(all.body.result.map((p: { title: string }) => p.title).sort()).toEqual(["باتوم", "کوله ۴۰ لیتری"]);
    expect(all.body).toMatchObject({ pageNumber: 1, pageSize: 9, totalItemCount: 2 });
    const tagged = await api(
      "GET",
      `/api/sale-website/${leaderA.user.id}/public-products?Resource.Tags=${encodeURIComponent("کوله")}`,
    );
    expect(tagged.body.result.map((p: { title: string }) => p.title)).toEqual(["کوله ۴۰ لیتری"]);
    const term = await api(
      "GET",
      `/api/sale-website/${leaderA.user.id}/public/products?Resource.SearchTerm=${encodeURIComponent("باتوم")}`,
    );
    expect(term.body.totalItemCount).toBe(1);
    expect((await api("GET", "/api/sale-website/abc/public/products")).status).toBe(404);
  });
});

describe("roles on every call (the issue's list: wrong role → 403, nothing written)", () => {
  it("the owner's calls answer 403 to an operator and the operator's calls 403 to a leader; neither site changes", async () => {
    const before = await prisma.saleWebsite.findMany({
      where: { userId: { in: [leaderA.user.id, leaderB.user.id] } },
      orderBy: { userId: "asc" },
    });
    const groupsBefore = await prisma.linkGroup.count({ where: { website: { userId: leaderA.user.id } } });
    const ownerCalls: [string, string, unknown?][] = [
      ["GET", "/api/sale-website"],
      [
        "PUT",
        "/api/sale-website",
        { subDomain: subA, policy1: "x", policy2: "", chosenColorPalette: "c2", tags: [], productStoreTags: [] },
      ],
      ["POST", "/api/sale-website/renew/Professional", { paymentMethod: "Credit" }],
      ["DELETE", "/api/sale-website/delete-certificate-photo"],
      ["GET", "/api/sale-website/link-groups"],
      ["PUT", "/api/sale-website/link-group", { id: 1, title: "x", isActive: true, links: [] }],
      ["POST", `/api/sale-website/link-group/${encodeURIComponent("گروه نقش")}`],
    ];
    for (const [method, path, body] of ownerCalls) {
      const res = await api(method, path, { token: operator.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      persian(res);
    }
    const operatorCalls: [string, string, unknown?][] = [
      ["POST", "/api/sale-website/renewal-notifier/7"],
      ["POST", "/api/sale-website/ChangeSetting", { userId: leaderA.user.id, featureIds: [1, 2] }],
      ["GET", "/api/sale-website/features"],
      ["POST", `/api/sale-website/${leaderA.user.id}/toggle-feature/2`],
      ["GET", "/api/Operator/SearchSaleWebsites"],
      ["GET", "/api/Operator/SearchSaleWebsiteDomains"],
      ["PUT", `/api/Operator/sale-website/${leaderA.user.id}/domain/${subA}.example.org`],
      ["PUT", `/api/Operator/sale-website/${leaderB.user.id}/domain/toggle-approval`],
      ["PUT", `/api/Operator/sale-website/${leaderA.user.id}/plan/Dedicated`],
      ["PUT", `/api/Operator/sale-website/${leaderA.user.id}/toggle-script-status?element=head`],
    ];
    for (const [method, path, body] of operatorCalls) {
      const res = await api(method, path, { token: leaderA.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      persian(res);
    }
    expect(
      await prisma.saleWebsite.findMany({
        where: { userId: { in: [leaderA.user.id, leaderB.user.id] } },
        orderBy: { userId: "asc" },
      }),
    ).toEqual(before);
    expect(await prisma.linkGroup.count({ where: { website: { userId: leaderA.user.id } } })).toBe(groupsBefore);
  });
});

describe("a soft-deleted owner", () => {
  it("has no public site: the views answer 404 and the host lookup finds nothing", async () => {
    const owner = await createUser();
    const sub = `gone-${suffix}`;
    expect(
      (await api("POST", "/api/sale-website", { token: owner.token, body: { subDomain: sub, planType: "Basic" } }))
        .status,
    ).toBe(200);
    await activate(owner.user.id);
    expect((await api("GET", `/api/sale-website/public/${sub}`)).status).toBe(200);
    const { resolveSiteHost } = await import("./resolve-site-host");
    expect(await resolveSiteHost(`${sub}.localhost:3000`)).toMatchObject({ userId: owner.user.id });
    expect((await api("DELETE", `/api/Operator/user/${owner.user.id}`, { token: operator.token })).status).toBe(200);
    expect((await api("GET", `/api/sale-website/public/${sub}`)).status).toBe(404);
    expect((await api("GET", `/api/sale-website/user/${owner.user.id}`)).status).toBe(404);
    expect(await resolveSiteHost(`${sub}.localhost:3000`)).toBeNull();
  });
});
