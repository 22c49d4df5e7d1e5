import "server-only";
// POST /api/sale-website: the caller's site with its sub-domain (and an optional custom domain,
// InProcess until an operator approves it), the five default link groups and the bill of its first
// year. The site is served once the bill is paid.
import { prisma } from "@/lib/db/client";
import type { Caller } from "@/lib/auth/caller";
import { badRequest, conflict } from "@/lib/http/errors";
import type { z } from "@/lib/validation/z";
import { assertSubDomainFree, checkedDomain } from "./check-address";
import { WEBSITE_MESSAGES as M } from "./messages";
import { createPlanBill } from "./plan-bill";
import type { createWebsiteSchema } from "./schemas";
import { seedLinkGroups } from "./seed-link-groups";
import { expireSite } from "./site-cache";

export async function createWebsite(caller: Caller, input: z.output<typeof createWebsiteSchema>) {
  const subDomain = input.subDomain;
  const answer = await prisma.$transaction(async (tx) => {
    if (await tx.saleWebsite.findUnique({ where: { userId: caller.userId }, select: { id: true } }))
      throw conflict(M.alreadyHasWebsite, "website_exists");
    await assertSubDomainFree(tx, subDomain);
    let domain: string | null = null;
    if (input.domain?.trim()) {
      if (input.planType === "Basic") throw badRequest(M.domainNeedsPlan, "domain_needs_plan");
      domain = await checkedDomain(tx, input.domain);
    }
    const user = await tx.user.findUniqueOrThrow({
      where: { id: caller.userId },
      select: { id: true, mobile: true, firstName: true, lastName: true },
    });
    const site = await tx.saleWebsite.create({
      data: {
        userId: caller.userId,
        subDomain,
        domain,
        domainStatus: domain ? "InProcess" : "NoDomain",
        preBoughtDomain: input.preBoughtDomain,
        planType: input.planType,
      },
    });
    await seedLinkGroups(tx, site.id);
    const bill = await createPlanBill(tx, site, user, input.planType, input.paymentMethod);
    return { id: site.id, subDomain, domain, ...bill };
  });
  expireSite({ userId: caller.userId, subDomain, domain: answer.domain });
  return answer;
}
