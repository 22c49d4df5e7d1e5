// Issue 32: a shared link shows a picture. Read as a link preview reads a page (Telegram's, WhatsApp's
// crawlers): the HTML without running any script, then the og:* and twitter:* tags of its head, then the
// image they name. A tour, a leader and a product without photos get a generated 1200×630 share card, on the
// platform's host and on the leader's sale website; each card answers as a PNG of that size, cached for a
// year at its current version.
import { expect, test, type Page } from "@playwright/test";
import { registerUser, SEEDED } from "./helpers";
import { apiToken, createTour } from "./public-flow";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const site = (path: string) => `http://kuhestan.localhost:${PORT}${path}`;

/** The head's meta tags as a crawler sees them: property or name → contents, in document order. */
function metaTags(html: string): Map<string, string[]> {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = new Map<string, string[]>();
  const decode = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const key = tag.match(/\s(?:property|name)="([^"]+)"/)?.[1];
    const content = tag.match(/\scontent="([^"]*)"/)?.[1];
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), decode(content)]);
  }
  return tags;
}

/** A PNG's size from its header (the IHDR chunk right after the signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The raw answer of an address, as a crawler gets it (no script of the page runs on what is read). Through the
 * browser only because it resolves *.localhost (the sale website's host) and Node does not.
 */
async function fetchRaw(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res, url).toBeTruthy();
  return res!;
}

async function expectShareCard(page: Page, pageUrl: string, title: string) {
  const res = await fetchRaw(page, pageUrl);
  expect(res.status(), pageUrl).toBe(200);
  const tags = metaTags(await res.text());
  const image = tags.get("og:image")?.[0];
  expect(image, `${pageUrl}: og:image`).toBeTruthy();
  // On the page's canonical origin (a tour of a leader with an active site: the site's, on both hosts).
  const origin = new URL(tags.get("og:url")![0]).origin;
  expect(image!.startsWith(`${origin}/`), `${pageUrl}: ${image} on ${origin}`).toBe(true);
  expect(tags.get("og:image:width")?.[0]).toBe("1200");
  expect(tags.get("og:image:height")?.[0]).toBe("630");
  expect(tags.get("og:image:alt")?.[0]).toBe(title);
  expect(tags.get("og:title")?.[0]).toBe(title);
  expect(tags.get("twitter:card")?.[0]).toBe("summary_large_image");
  expect(tags.get("twitter:image")?.[0]).toBe(image);

  const card = await fetchRaw(page, image!);
  expect(card.status(), image).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  // The page names the current version: the answer never changes, so it is kept for a year.
  expect(card.headers()["cache-control"]).toContain("immutable");
  expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  // Another version (a page rendered before an edit) gets the current card, for a short while only.
  const stale = await fetchRaw(page, image!.replace(/v=[0-9a-f]{8}/, "v=00000000"));
  expect(stale.status()).toBe(200);
  expect(stale.headers()["cache-control"]).toContain("max-age=300");
  return image!;
}

test("a tour, a leader and a product without photos are previewed with a 1200×630 share card on both hosts", async ({
  page,
  request,
}) => {
  const tour = await createTour(request, { title: `صعود زمستانی دماوند ${Date.now().toString(36)}` });
  const onPlatform = await expectShareCard(page, `/${tour.leaderId}/tour/${tour.id}`, tour.title);
  const onSite = await expectShareCard(page, site(`/${tour.leaderId}/tour/${tour.id}`), tour.title);
  expect(onSite).toBe(onPlatform);

  const leader = await registerUser(request, { confirmed: true });
  const leaderPage = await request.get(`/${leader.id}`);
  const brand = metaTags(await leaderPage.text()).get("og:title")?.[0];
  expect(brand).toBeTruthy();
  const leaderCard = await expectShareCard(page, `/${leader.id}`, brand!);
  expect(leaderCard.startsWith(`http://localhost:${PORT}/`)).toBe(true);

  const auth = { authorization: `Bearer ${await apiToken(request, SEEDED.leader)}` };
  const title = `کوله‌پشتی کوهنوردی ${Date.now().toString(36)}`;
  const created = await request.post("/api/Product", {
    headers: auth,
    data: {
      title,
      registrationEndTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      capacity: 5,
      price: 1_250_000,
      showInWebsite: true,
      tags: [],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = await created.json();
  const before = await expectShareCard(page, `/${tour.leaderId}/product/${id}`, title);
  expect(before.startsWith(`http://localhost:${PORT}/`)).toBe(true);
  const onSiteProduct = await expectShareCard(page, site(`/${tour.leaderId}/product/${id}`), title);
  expect(onSiteProduct.startsWith(site("/"))).toBe(true);

  // An edit changes what the card shows, so its address (its version) changes with it.
  const edited = await request.put(`/api/Product/${id}`, {
    headers: auth,
    data: {
      title: `${title} ویرایش`,
      registrationEndTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      capacity: 5,
      price: 1_250_000,
      showInWebsite: true,
      tags: [],
    },
  });
  expect(edited.ok(), await edited.text()).toBe(true);
  const after = await expectShareCard(page, `/${tour.leaderId}/product/${id}`, `${title} ویرایش`);
  expect(after).not.toBe(before);
});

test("every shareable public page of the seeded sale website and leader names an og:image that answers as an image", async ({
  page,
  request,
}) => {
  const view = await (await request.get("/api/sale-website/public/kuhestan")).json();
  const leaderId = view.owner.id as number;
  for (const url of [site("/"), `/${leaderId}`]) {
    const tags = metaTags(await (await fetchRaw(page, url)).text());
    const image = tags.get("og:image")?.[0];
    expect(image, `${url}: og:image`).toBeTruthy();
    expect(tags.get("og:image:alt")?.[0], url).toBeTruthy();
    expect(tags.get("twitter:card")?.[0], url).toBe("summary_large_image");
    const answer = await fetchRaw(page, image!);
    expect(answer.status(), image).toBe(200);
    expect(answer.headers()["content-type"], image).toMatch(/^image\//);
  }
});
