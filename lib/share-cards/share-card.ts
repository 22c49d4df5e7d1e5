// What a share card shows (lib/share-cards/render-share-card.ts draws it) and its version: a short hash of
// exactly what is drawn, so a card's address changes whenever its picture would, and an address with the
// current version can be cached for a year. No node:crypto: the tour page's head is built in shared code.
/** Whose card: a tour's page, a leader's page (and a site's home), a product's page. */
export const SHARE_CARD_KINDS = ["tour", "leader", "product"] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

export interface ShareCard {
  title: string;
  /** Up to two lines under the title: dates, price. */
  lines: string[];
  /** Whose card: the leader's or the site's brand. */
  brand: string;
}

/** FNV-1a (32 bit) over the card's texts, as 8 hex digits. */
export function shareCardVersion(card: ShareCard): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify([card.title, card.lines, card.brand, 1])) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
