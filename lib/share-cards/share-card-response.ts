import "server-only";
// GET /api/share-card/{kind}/{id}?v=…: a page's share card as a PNG, drawn from what the page shows now.
// The address a page gives carries the card's version (lib/share-cards/share-card.ts), so an answer to
// the current version never changes and is cached for a year by browsers, preview crawlers and any CDN;
// another version (a page rendered before an edit) gets the current card for five minutes. Each instance
// keeps its last few cards (bounded; rebuilt from the database on a miss), so a link posted in a busy
// group is drawn once per instance.
import { toWire } from "@/lib/client/to-wire";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { getProduct } from "@/lib/products/get-product";
import { getPublicTour } from "@/lib/tours/get-public-tour";
import { getLeaderPage } from "@/lib/websites/get-leader-page";
import { leaderShareCard } from "./leader-share-card";
import { productShareCard } from "./product-share-card";
import { setBounded } from "@/lib/shared/set-bounded";
import { renderShareCard } from "./render-share-card";
import { shareCardVersion, type ShareCard, type ShareCardKind } from "./share-card";
import { tourShareCard } from "./tour-share-card";

const KEPT = 64;
const drawn = new Map<string, Promise<Buffer>>();

function drawOnce(key: string, card: ShareCard): Promise<Buffer> {
  const kept = drawn.get(key);
  if (kept) {
    setBounded(drawn, key, kept, KEPT); // a hit becomes the newest: the least recently asked card goes first
    return kept;
  }
  const png = renderShareCard(card);
  setBounded(drawn, key, png, KEPT);
  png.catch(() => drawn.delete(key));
  return png;
}

async function cardOf(kind: ShareCardKind, id: number): Promise<ShareCard> {
  if (kind === "tour") return tourShareCard(toWire(await getPublicTour(id, null)));
  if (kind === "product") return productShareCard(toWire(await getProduct(id)));
  const page = await getLeaderPage(id);
  if (!page) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return leaderShareCard(page);
}

export async function shareCardResponse(kind: ShareCardKind, id: number, version: string | undefined) {
  const card = await cardOf(kind, id);
  const current = shareCardVersion(card);
  const png = await drawOnce(`${kind}:${id}:${current}`, card);
  return new Response(new Uint8Array(png), {
    headers: {
      "content-type": "image/png",
      "content-length": String(png.length),
      "cache-control":
        version === current ? "public, max-age=31536000, immutable" : "public, max-age=300, stale-while-revalidate=60",
    },
  });
}
