import "server-only";
// POST /api/sale-website/renew/{type}: a bill for another year on the chosen plan (renew, extend
// or change plan); paying it extends the site (plan-purpose.ts).
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { WEBSITE_MESSAGES as M } from "./messages";
import { createPlanBill } from "./plan-bill";
import type { PlanType } from "./plans";

export async function renewWebsite(caller: Caller, planType: PlanType, method: "Online" | "Credit") {
  return prisma.$transaction(async (tx) => {
    const site = await tx.saleWebsite.findUnique({ where: { userId: caller.userId } });
    if (!site) throw notFound(M.noWebsite, "no_website");
    const user = await tx.user.findUniqueOrThrow({
      where: { id: caller.userId },
      select: { id: true, mobile: true, firstName: true, lastName: true },
    });
    return createPlanBill(tx, site, user, planType, method);
  });
}
