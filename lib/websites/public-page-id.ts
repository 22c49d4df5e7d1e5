// Which record a public page's path names, read from the path alone (pure: proxy.ts asks before Next
// renders, lib/websites/public-page-exists.ts answers): the platform's leader, tour and product pages.

/**
 * Where proxy.ts sends a page whose ids do not exist: one fixed path, whose 404 Next renders once and keeps
 * (the platform's 404, through the leader page, pages/[leaderId]/index.tsx: ten seconds; on a sale website's host the
 * site's own 404, app/(sites)/sites/[host]/%5Funknown/page.tsx, kept until the site changes), so any number of unknown
 * ids costs one cached page, not a render and a page-cache entry each.
 */
export const UNKNOWN_PAGE_SEGMENT = "_unknown";

/**
 * A public page addressed by ids: a leader's page, a tour page or a product page (read from the path here), or a later
 * page of a day of a sale website's calendar (its leader from the site's host: lib/websites/site-calendar-page-id.ts), or a
 * site's shop, magazine or certificate page (lib/websites/site-feature-page-id.ts).
 */
export type PublicPageId =
  | { kind: "leader"; leaderId: number }
  | { kind: "tour"; leaderId: number; tourId: number }
  | { kind: "product"; leaderId: number; productId: number }
  | { kind: "calendarDay"; leaderId: number; day: string; page: number }
  | { kind: "sitePage"; leaderId: number; page: "shop" | "mag" | "certificate" };

/** The ids as the loaders read them (lib/tours/get-public-tour.ts `parseId`): 1 to 999,999,999. */
const id = (text: string): number | null => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/**
 * The ids a path names, `{ unknown: true }` for a leader, tour or product path whose ids cannot exist (so no
 * lookup is needed), or null for any other path (Next answers it as before).
 */
export function publicPageId(pathname: string): PublicPageId | { unknown: true } | null {
  const parts = pathname.split("/");
  // /{leaderId}: only digits (every other one-segment page has a name: /tariff, /tracking, …).
  if (parts.length === 2 && /^\d+$/.test(parts[1])) {
    const leaderId = id(parts[1]);
    return leaderId ? { kind: "leader", leaderId } : { unknown: true };
  }
  if (parts.length !== 4 || !parts[1] || !parts[3]) return null;
  const [, leader, kind, item] = parts;
  // /{leaderId}/tour/ticketPrint is the ticket's print page, not a tour.
  if (kind !== "product" && (kind !== "tour" || item === "ticketPrint")) return null;
  // A first segment that is not digits is another route's (/dashboard/tour/add, /dashboard/tour/checkin, …).
  if (!/^\d+$/.test(leader)) return null;
  const leaderId = id(leader);
  const itemId = id(item);
  if (!leaderId || !itemId) return { unknown: true };
  return kind === "tour" ? { kind, leaderId, tourId: itemId } : { kind, leaderId, productId: itemId };
}
