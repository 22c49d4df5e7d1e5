import "server-only";
// POST /api/Operator/ChangeAffiliateSalesPlan {affiliateId, isOnlineSales}: online sales (buyers pay
// at the gateway through the affiliate's link, the share is credited as SellerCommission) or credit
// sales (the affiliate buys for their customers from their own wallet at the price less the share).
// Answers the spec's toast. Audited.
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { AFFILIATE_MESSAGES as M } from "./messages";

export async function changeSalesPlan(operatorId: number, body: { affiliateId: number; isOnlineSales: boolean }) {
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findFirst({
      where: { id: body.affiliateId, role: "Affiliate", deletedAt: null },
      select: { isOnlineSales: true },
    });
    if (!user) throw notFound(M.affiliateNotFound, "affiliate_not_found");
    await tx.user.update({
      where: { id: body.affiliateId },
      data: { isOnlineSales: body.isOnlineSales },
      select: { id: true },
    });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "affiliate.changeSalesPlan",
      entityType: "User",
      entityId: body.affiliateId,
      targetUserId: body.affiliateId,
      before: { isOnlineSales: user.isOnlineSales },
      after: { isOnlineSales: body.isOnlineSales },
    });
    return {
      affiliateId: body.affiliateId,
      isOnlineSales: body.isOnlineSales,
      message: body.isOnlineSales ? M.salesPlanOnline : M.salesPlanCredit,
    };
  });
}
