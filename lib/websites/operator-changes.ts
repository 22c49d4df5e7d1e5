import "server-only";
// The operator's changes of a site (PUT /api/Operator/sale-website/{ownerId}/…, POST
// /api/sale-website/ChangeSetting and toggle-feature): each one row update that expires the site's
// cached host lookup and pages, answering the admin row.
import { prisma } from "@/lib/db/client";
import type { SaleWebsite } from "@/lib/db/generated/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { checkedDomain } from "./check-address";
import { FEATURE_IDS } from "./features";
import { WEBSITE_MESSAGES as M } from "./messages";
import { adminWebsiteRow } from "./operator-websites";
import type { PlanType } from "./plans";
import { expireSite } from "./site-cache";

type Change = (site: SaleWebsite) => Promise<Partial<SaleWebsite>> | Partial<SaleWebsite>;

async function changeSite(ownerId: number, change: Change) {
  const before = await prisma.saleWebsite.findUnique({ where: { userId: ownerId } });
  if (!before) throw notFound(M.notFound, "website_not_found");
  const data = await change(before);
  const after = await prisma.saleWebsite.update({
    where: { id: before.id },
    data,
    include: { user: { select: { id: true, firstName: true, lastName: true, brand: true, mobile: true } } },
  });
  expireSite(before, after);
  return adminWebsiteRow(after);
}

/** PUT …/domain/{domain}: the operator sets the owner's domain; it waits for approval. */
export const setWebsiteDomain = (ownerId: number, domain: string) =>
  changeSite(ownerId, async () => ({
    domain: await checkedDomain(prisma, domain, ownerId),
    domainStatus: "InProcess",
  }));

/** PUT …/domain/toggle-approval: Approved ⇄ InProcess. */
export const toggleDomainApproval = (ownerId: number) =>
  changeSite(ownerId, (site) => {
    if (!site.domain) throw badRequest(M.noDomain, "no_domain");
    return { domainStatus: site.domainStatus === "Approved" ? "InProcess" : "Approved" };
  });

/** PUT …/plan/{type}. */
export const setWebsitePlan = (ownerId: number, planType: PlanType) => changeSite(ownerId, () => ({ planType }));

const APPROVAL_FIELD = { head: "headApproved", body: "bodyApproved", footers: "footersApproved" } as const;

/** PUT …/toggle-script-status?element=head|body|footers. */
export const toggleScriptStatus = (ownerId: number, element: keyof typeof APPROVAL_FIELD) =>
  changeSite(ownerId, (site) => ({ [APPROVAL_FIELD[element]]: !site[APPROVAL_FIELD[element]] }));

/** POST /api/sale-website/ChangeSetting: plan and the set of active features at once. */
export const changeWebsiteSetting = (ownerId: number, planType: PlanType, featureIds: number[]) =>
  changeSite(ownerId, () => ({ planType, featureIds: [...new Set(featureIds)].sort() }));

/** POST /api/sale-website/{userId}/toggle-feature/{featureId}. */
export const toggleWebsiteFeature = (ownerId: number, featureId: number) =>
  changeSite(ownerId, (site) => {
    if (!(FEATURE_IDS as number[]).includes(featureId)) throw notFound(M.featureNotFound, "feature_not_found");
    const on = site.featureIds.includes(featureId);
    return {
      featureIds: on ? site.featureIds.filter((id) => id !== featureId) : [...site.featureIds, featureId].sort(),
    };
  });
