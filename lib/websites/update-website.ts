import "server-only";
// PUT /api/sale-website: the owner's settings. A custom element whose text changes loses its
// operator approval (it must be approved again before it runs); the visibility of each listed tour
// of the caller is set; the site's cached pages and host lookup are expired at once.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import type { z } from "@/lib/validation/z";
import { assertSubDomainFree } from "./check-address";
import { WEBSITE_MESSAGES as M } from "./messages";
import type { updateWebsiteSchema } from "./schemas";
import { expireSite, expireSiteOfLeader } from "./site-cache";
import { websiteView } from "./website-view";

export async function updateWebsite(userId: number, input: z.output<typeof updateWebsiteSchema>) {
  const { before, view } = await prisma.$transaction(async (tx) => {
    const before = await tx.saleWebsite.findUnique({ where: { userId } });
    if (!before) throw notFound(M.noWebsite, "no_website");
    const subDomain = input.subDomain ?? before.subDomain;
    if (subDomain !== before.subDomain) await assertSubDomainFree(tx, subDomain, userId);
    const site = await tx.saleWebsite.update({
      where: { id: before.id },
      data: {
        subDomain,
        policy1: input.policy1,
        policy2: input.policy2,
        colorPalette: input.chosenColorPalette,
        tags: input.tags,
        productStoreTags: input.productStoreTags,
        customHeadElements: input.customHeadElements,
        customBodyElements: input.customBodyElements,
        customFooterElements: input.customFooterElements,
        headApproved: before.headApproved && input.customHeadElements === before.customHeadElements,
        bodyApproved: before.bodyApproved && input.customBodyElements === before.customBodyElements,
        footersApproved: before.footersApproved && input.customFooterElements === before.customFooterElements,
      },
    });
    for (const visibility of ["Hidden", "Shown", "Featured"] as const) {
      const ids = input.toursVisibility.filter((t) => t.visibility === visibility).map((t) => t.tourId);
      // Only the caller's own tours: another leader's id changes nothing.
      if (ids.length) await tx.tour.updateMany({ where: { id: { in: ids }, leaderId: userId }, data: { visibility } });
    }
    return { before, view: await websiteView(tx, site) };
  });
  expireSite(before, { userId, subDomain: view.subDomain, domain: view.domain });
  expireSiteOfLeader(userId);
  return view;
}
