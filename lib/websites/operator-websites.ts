import "server-only";
// The operator's sale-website calls: GET /api/Operator/SearchSaleWebsites and
// SearchSaleWebsiteDomains (9 a page), and the row each answers with.
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import type { z } from "@/lib/validation/z";
import { websiteFeaturesView } from "./features";
import { isSiteActive } from "./resolve-site-host";
import type { searchDomainsQuery, searchWebsitesQuery } from "./schemas";
import { siteUrl } from "./website-view";
import { searchSpellings } from "@/lib/format";

const include = {
  user: { select: { id: true, firstName: true, lastName: true, brand: true, mobile: true } },
} satisfies Prisma.SaleWebsiteInclude;
type Row = Prisma.SaleWebsiteGetPayload<{ include: typeof include }>;

function termWhere(term?: string): Prisma.SaleWebsiteWhereInput {
  if (!term) return {};
  const contains = { contains: term, mode: "insensitive" as const };
  return {
    OR: [
      { subDomain: contains },
      { domain: contains },
      { user: { mobile: contains } },
      ...searchSpellings(term).flatMap((t): Prisma.SaleWebsiteWhereInput[] => [
        { user: { brand: { contains: t, mode: "insensitive" } } },
        { user: { lastName: { contains: t, mode: "insensitive" } } },
      ]),
    ],
  };
}

export function adminWebsiteRow(site: Row, now = new Date()) {
  return {
    id: site.id,
    userId: site.userId,
    owner: {
      id: site.user.id,
      name: `${site.user.firstName} ${site.user.lastName}`,
      brand: site.user.brand,
      mobile: site.user.mobile,
    },
    subDomain: site.subDomain,
    domain: site.domain,
    domainStatus: site.domainStatus,
    url: siteUrl(site),
    planType: site.planType,
    expiresAt: site.expiresAt,
    isActive: isSiteActive(site, now),
    features: websiteFeaturesView(site.featureIds),
    scripts: {
      head: { content: site.customHeadElements, approved: site.headApproved },
      body: { content: site.customBodyElements, approved: site.bodyApproved },
      footers: { content: site.customFooterElements, approved: site.footersApproved },
    },
  };
}

export async function searchSaleWebsites(q: z.output<typeof searchWebsitesQuery>, now = new Date()) {
  const enabled: Prisma.SaleWebsiteWhereInput =
    q.Enabled === undefined
      ? {}
      : q.Enabled
        ? { expiresAt: { gt: now } }
        : { OR: [{ expiresAt: null }, { expiresAt: { lte: now } }] };
  const where: Prisma.SaleWebsiteWhereInput = { AND: [termWhere(q.SearchTerm), enabled] };
  const [rows, total] = await Promise.all([
    prisma.saleWebsite.findMany({ where, include, orderBy: { id: "desc" }, ...pageWindow(q) }),
    prisma.saleWebsite.count({ where }),
  ]);
  return toPaged(
    rows.map((r) => adminWebsiteRow(r, now)),
    total,
    q.PageSize,
  );
}

export async function searchSaleWebsiteDomains(q: z.output<typeof searchDomainsQuery>, now = new Date()) {
  const approved: Prisma.SaleWebsiteWhereInput =
    q.Approved === undefined ? {} : q.Approved ? { domainStatus: "Approved" } : { domainStatus: { not: "Approved" } };
  const where: Prisma.SaleWebsiteWhereInput = { AND: [{ domain: { not: null } }, termWhere(q.SearchTerm), approved] };
  const [rows, total] = await Promise.all([
    prisma.saleWebsite.findMany({ where, include, orderBy: { updatedAt: "desc" }, ...pageWindow(q) }),
    prisma.saleWebsite.count({ where }),
  ]);
  return toPaged(
    rows.map((r) => adminWebsiteRow(r, now)),
    total,
    q.PageSize,
  );
}
