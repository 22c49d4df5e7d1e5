import "server-only";
// POST /api/LeaderWageSettings (operator): sets the leader's wage terms (percent per passenger and
// cap per passenger), which replace the platform defaults for the leader's sales from now on
// (tickets already sold keep the commission fixed at their reservation). Audited.
import type { Caller } from "@/lib/auth/caller";
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { getWageSettings } from "./get-wage-settings";
import { WAGE_MESSAGES as M } from "./messages";

export async function setWageSettings(
  caller: Caller,
  input: { userId: number; wageSettings: { percentWagePerPassenger: number; maxAlowedWagePricePerPassenger: bigint } },
) {
  await prisma.$transaction(async (tx) => {
    const leader = await tx.user.findFirst({
      where: { id: input.userId, role: "Leader" },
      select: { id: true, wageSetting: true },
    });
    if (!leader) throw notFound(M.leaderNotFound, "leader_not_found");
    const data = {
      percentWagePerPassenger: input.wageSettings.percentWagePerPassenger,
      maxAlowedWagePricePerPassenger: input.wageSettings.maxAlowedWagePricePerPassenger,
      updatedById: caller.userId,
    };
    await tx.leaderWageSetting.upsert({
      where: { leaderId: leader.id },
      create: { leaderId: leader.id, ...data },
      update: data,
    });
    await recordAudit(tx, {
      actorId: caller.userId,
      action: "user.wageSettings",
      entityType: "LeaderWageSetting",
      entityId: leader.id,
      targetUserId: leader.id,
      before: leader.wageSetting
        ? {
            percentWagePerPassenger: leader.wageSetting.percentWagePerPassenger,
            maxAlowedWagePricePerPassenger: leader.wageSetting.maxAlowedWagePricePerPassenger,
          }
        : null,
      after: input.wageSettings,
    });
  });
  return { ...(await getWageSettings(input.userId)), message: M.saved };
}
