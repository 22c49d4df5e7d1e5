import "server-only";
// PUT /api/sale-website/custom-domain: the owner asks for a custom domain for an existing site,
// changes it or removes it (spec doc 3: a domain is InProcess until an operator approves it). A new
// or changed domain needs the operator's approval again; the same domain keeps its status; none
// (null or empty) removes it. The host lookup and the site's pages are expired for both names.
import { prisma } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { checkedDomain } from "./check-address";
import { WEBSITE_MESSAGES as M } from "./messages";
import { expireSite } from "./site-cache";
import { websiteView } from "./website-view";

export async function setCustomDomain(userId: number, value: string | null) {
  const before = await prisma.saleWebsite.findUnique({ where: { userId } });
  if (!before) throw notFound(M.noWebsite, "no_website");
  let data: { domain: string | null; domainStatus: "NoDomain" | "InProcess" } | null = {
    domain: null,
    domainStatus: "NoDomain",
  };
  if (value?.trim()) {
    if (before.planType === "Basic") throw badRequest(M.domainNeedsPlan, "domain_needs_plan");
    const domain = await checkedDomain(prisma, value, userId);
    data = domain === before.domain ? null : { domain, domainStatus: "InProcess" };
  } else if (!before.domain) {
    data = null;
  }
  if (!data) return websiteView(prisma, before);
  const after = await prisma.saleWebsite.update({ where: { id: before.id }, data });
  expireSite(before, after);
  return websiteView(prisma, after);
}
