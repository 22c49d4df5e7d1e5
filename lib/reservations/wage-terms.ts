import "server-only";
// The wage (platform commission) terms of a leader's new sale: the operator's LeaderWageSetting
// when there is one (lib/wage), else the platform defaults.
import type { Db } from "@/lib/db/client";
import { DEFAULT_WAGE, type WageTerms } from "./pricing";

export async function wageTermsOf(db: Db, leaderId: number): Promise<WageTerms> {
  const row = await db.leaderWageSetting.findUnique({ where: { leaderId }, select: { percentWagePerPassenger: true, maxAlowedWagePricePerPassenger: true } });
  return row ? { percent: BigInt(row.percentWagePerPassenger), cap: row.maxAlowedWagePricePerPassenger } : DEFAULT_WAGE;
}
