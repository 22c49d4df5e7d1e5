import "server-only";
// GET /api/sale-website: the caller's site with plan, period, settings and prices; 404 with code
// no_website before the first one is made (the page then shows the create form).
import { notFound } from "@/lib/http/errors";
import { prisma } from "@/lib/db/client";
import { WEBSITE_MESSAGES } from "./messages";
import { getOwnWebsiteRow, websiteView } from "./website-view";

export async function getMyWebsite(userId: number) {
  const site = await getOwnWebsiteRow(userId);
  if (!site) throw notFound(WEBSITE_MESSAGES.noWebsite, "no_website");
  return websiteView(prisma, site);
}
