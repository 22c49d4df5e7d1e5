import "server-only";
// POST /api/Operator/AddLeaderToAffilate {affiliateId, leaderIds}: the list becomes the affiliate's
// leaders (added and removed in one call, so the operator's screen sends the whole list; an empty
// list removes every leader). Every id must be a leader (422 otherwise, nothing written). Audited.
// Tickets already sold keep their seller; only new sales are checked against the new list.
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { notFound, unprocessable } from "@/lib/http/errors";
import { getAffiliateDetail } from "./get-affiliate-detail";
import { AFFILIATE_MESSAGES as M } from "./messages";

export async function setAffiliateLeaders(operatorId: number, body: { affiliateId: number; leaderIds: number[] }) {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "User" WHERE id = ${body.affiliateId} AND role = 'Affiliate' AND "deletedAt" IS NULL FOR UPDATE`;
    if (!rows.length) throw notFound(M.affiliateNotFound, "affiliate_not_found");
    const leaders = body.leaderIds.length
      ? await tx.user.count({ where: { id: { in: body.leaderIds }, role: "Leader", deletedAt: null } })
      : 0;
    if (leaders !== body.leaderIds.length) throw unprocessable(M.leadersUnknown, "leaders_unknown");
    const before = await tx.affiliateLeader.findMany({
      where: { affiliateId: body.affiliateId },
      select: { leaderId: true },
    });
    await tx.affiliateLeader.deleteMany({
      where: { affiliateId: body.affiliateId, leaderId: { notIn: body.leaderIds } },
    });
    await tx.affiliateLeader.createMany({
      data: body.leaderIds.map((leaderId) => ({ affiliateId: body.affiliateId, leaderId })),
      skipDuplicates: true,
    });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "affiliate.setLeaders",
      entityType: "User",
      entityId: body.affiliateId,
      targetUserId: body.affiliateId,
      before: { leaderIds: before.map((b) => b.leaderId).sort((a, b) => a - b) },
      after: { leaderIds: [...body.leaderIds].sort((a, b) => a - b) },
    });
    return getAffiliateDetail(body.affiliateId, tx);
  });
}
