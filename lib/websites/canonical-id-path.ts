// The one spelling of an id-addressed page's path (pure: proxy.ts asks before Next renders). `/007/tour/5` and
// `/3/tour/005` name the pages of `/7/tour/5` and `/3/tour/5`: Next would render and keep a page per spelling, and search
// engines would see copies. proxy.ts answers them with a permanent redirect (308) to this spelling on the same host, as
// pretix and Django's CommonMiddleware send a former or non-canonical address to the canonical one (docs/public-pages.md).

import { decodePathSegment } from "./decode-path-segment";

/** The id segments: a leader's (first), and a tour's or product's after it (`/{leaderId}/tour/{tourId}/…`). */
const ITEM_KINDS = new Set(["tour", "product"]);

/** An id's one spelling, or null when the segment is not an id this rule changes (not digits, zero, over nine digits). */
function canonicalId(segment: string): string | null {
  const text = decodePathSegment(segment);
  if (text === null || !/^\d+$/.test(text)) return null;
  const id = text.replace(/^0+/, "");
  // Zero and ids longer than the loaders read (public-page-id.ts) are unknown ids, answered 404 as they are.
  return id.length >= 1 && id.length <= 9 ? id : null;
}

/** The canonical path when `pathname` spells an id otherwise (leading zeros, percent-encoded digits), else null. */
export function canonicalIdPath(pathname: string): string | null {
  const parts = pathname.split("/");
  // Only under a leader's id: `/dashboard/tour/…` and the other named routes are not this rule's.
  if (parts[1] === undefined || canonicalId(parts[1]) === null) return null;
  const positions = [1, ...(ITEM_KINDS.has(parts[2]) ? [3] : [])];
  let changed = false;
  for (const at of positions) {
    const id = parts[at] === undefined ? null : canonicalId(parts[at]);
    if (id === null || id === parts[at]) continue;
    parts[at] = id;
    changed = true;
  }
  return changed ? parts.join("/") : null;
}
