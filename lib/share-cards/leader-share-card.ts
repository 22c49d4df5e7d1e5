// The share card of a leader's page and of a sale website's home: the brand and how many tours are ahead.
import { formatNumber } from "@/lib/format";
import type { ShareCard } from "./share-card";

export function leaderShareCard(page: { owner: { brand: string }; futureTours: unknown[] }): ShareCard {
  const count = page.futureTours.length;
  return {
    title: `تورهای ${page.owner.brand}`,
    lines: [count ? `${formatNumber(count)} تور پیش رو` : "سفرهای تازه به‌زودی"],
    brand: page.owner.brand,
  };
}
