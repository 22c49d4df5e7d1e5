// A later page of a day of a sale website's calendar (/calendar/1405-09/15/2) as proxy.ts asks about it: the page's number
// is in the path, whether the day has that many sessions is the site owner's (lib/websites/public-page-exists.ts), so a
// page past the day's last (/calendar/1405-09/15/99) is the site's own kept 404 before Next renders, not a render and a
// kept platform 404 per number asked (issue 30). The first page always exists (a day without sessions says so) and is
// not asked about; an unknown host is left to the page (the site's pages answer it).
import type { PublicPageId } from "./public-page-id";
import { parseCalendarDay } from "./parse-calendar-day";
import { resolveSiteHost } from "./resolve-site-host";

const LATER_DAY_PAGE = /^\/calendar\/([^/]+)\/([^/]+)\/([^/]+)$/;

export async function siteCalendarPageId(host: string | null, pathname: string): Promise<PublicPageId | null> {
  const parts = LATER_DAY_PAGE.exec(pathname);
  if (!parts) return null;
  const address = parseCalendarDay(parts[1], parts[2], parts[3]);
  if (!address) return null;
  const site = await resolveSiteHost(host);
  return site && { kind: "calendarDay", leaderId: site.userId, day: address.day, page: address.page };
}
