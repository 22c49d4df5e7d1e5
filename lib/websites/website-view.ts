// The owner's view of their site (GET /api/sale-website and the answers of its edits).
import { prisma, type Db } from "@/lib/db/client";
import type { SaleWebsite } from "@/lib/db/generated/client";
import { env } from "@/lib/config/env";
import { publicFileUrl } from "@/lib/storage";
import { siteFlags, websiteFeaturesView } from "./features";
import { PLAN_PRICES } from "./plans";
import { isSiteActive } from "./resolve-site-host";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The site's address on this platform (its approved domain, else its sub-domain). */
export function siteUrl(site: { subDomain: string; domain: string | null; domainStatus: string }) {
  const platform = new URL(env.publicUrl);
  if (site.domain && site.domainStatus === "Approved") return `${platform.protocol}//${site.domain}`;
  return `${platform.protocol}//${site.subDomain}.${env.rootDomain}${platform.port ? `:${platform.port}` : ""}`;
}

export async function websiteView(db: Db, site: SaleWebsite, now = new Date()) {
  const tours = await db.tour.findMany({
    where: { leaderId: site.userId, isDraft: false, deletedAt: null },
    orderBy: [{ startTime: { sort: "desc", nulls: "last" } }, { id: "desc" }],
    take: 200,
    select: { id: true, title: true, startTime: true, visibility: true, tags: { select: { title: true } } },
  });
  const tourTags = [...new Set(tours.flatMap((t) => t.tags.map((tag) => tag.title)))];
  return {
    id: site.id,
    userId: site.userId,
    subDomain: site.subDomain,
    domain: site.domain,
    domainStatus: site.domainStatus,
    preBoughtDomain: site.preBoughtDomain,
    planType: site.planType,
    from: site.startsAt,
    to: site.expiresAt,
    isActive: isSiteActive(site, now),
    expiresInDays: site.expiresAt ? Math.max(0, Math.ceil((site.expiresAt.getTime() - now.getTime()) / DAY_MS)) : 0,
    url: siteUrl(site),
    policy1: site.policy1,
    policy2: site.policy2,
    colorPalette: site.colorPalette,
    certificatePhotoName: site.certificatePhotoName,
    certificatePhoto: publicFileUrl(site.certificatePhotoName),
    tags: site.tags,
    productStoreTags: site.productStoreTags,
    tourTags,
    toursVisibility: tours.map((t) => ({
      tourId: t.id,
      title: t.title,
      startTime: t.startTime,
      visibility: t.visibility,
    })),
    customHeadElements: site.customHeadElements,
    customBodyElements: site.customBodyElements,
    customFooterElements: site.customFooterElements,
    scriptsApproval: { head: site.headApproved, body: site.bodyApproved, footers: site.footersApproved },
    websiteFeatures: websiteFeaturesView(site.featureIds),
    ...siteFlags(site),
    basicPlanPrice: PLAN_PRICES.basicPlanPrice,
    professionalPlanPrice: PLAN_PRICES.professionalPlanPrice,
    dedicatedPlanPrice: PLAN_PRICES.dedicatedPlanPrice,
  };
}

export async function getOwnWebsiteRow(userId: number, db: Db = prisma) {
  return db.saleWebsite.findUnique({ where: { userId } });
}
