import "server-only";
// A leader's own plan under its row lock; another leader's (or an unknown) id answers 404.
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { INSTALLMENT_MESSAGES as M } from "./messages";

export async function lockOwnedPlan(tx: Db, leaderId: number, planId: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM "InstallmentPlan" WHERE id = ${planId} AND "leaderId" = ${leaderId} FOR UPDATE`;
  if (!rows[0]) throw notFound(M.planNotFound, "installment_plan_not_found");
  return tx.installmentPlan.findUniqueOrThrow({ where: { id: planId } });
}
