import "server-only";
// GET /api/sale-website: the caller's site with plan, period, settings and prices; null before the
// first one is made (the page then shows the create form). Having no site yet is an answer, not an
// error: a 404 was logged as a console error each time a new leader opened سایت‌ساز.
import { prisma } from "@/lib/db/client";
import { getOwnWebsiteRow, websiteView } from "./website-view";

export async function getMyWebsite(userId: number) {
  const site = await getOwnWebsiteRow(userId);
  return site ? websiteView(prisma, site) : null;
}
