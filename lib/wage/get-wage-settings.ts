import "server-only";
// GET /api/LeaderWageSettings/{leaderId} (operator): the leader's own wage terms, or the platform
// defaults (isDefault: true) when the operator has set none.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { DEFAULT_WAGE } from "@/lib/reservations/pricing";
import { WAGE_MESSAGES as M } from "./messages";

export async function getWageSettings(leaderId: number) {
  const leader = await prisma.user.findFirst({
    where: { id: leaderId, role: "Leader" },
    select: { id: true, wageSetting: true },
  });
  if (!leader) throw notFound(M.leaderNotFound, "leader_not_found");
  const row = leader.wageSetting;
  return {
    userId: leader.id,
    isDefault: !row,
    wageSettings: {
      percentWagePerPassenger: row ? row.percentWagePerPassenger : Number(DEFAULT_WAGE.percent),
      maxAlowedWagePricePerPassenger: row ? row.maxAlowedWagePricePerPassenger : DEFAULT_WAGE.cap,
    },
    defaults: {
      percentWagePerPassenger: Number(DEFAULT_WAGE.percent),
      maxAlowedWagePricePerPassenger: DEFAULT_WAGE.cap,
    },
    updatedAt: row?.updatedAt ?? null,
  };
}
