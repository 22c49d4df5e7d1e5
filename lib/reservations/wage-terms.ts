import "server-only";
// The wage (platform commission) terms of a leader's new sale: the operator's LeaderWageSetting
// when there is one (lib/wage), else the platform defaults.
import { DEFAULT_WAGE, type WageTerms } from "./pricing";

/** The terms of a LeaderWageSetting row, or the defaults without one. */
export function wageTermsFrom(
  row: { percentWagePerPassenger: number; maxAlowedWagePricePerPassenger: bigint } | null,
): WageTerms {
  return row ? { percent: BigInt(row.percentWagePerPassenger), cap: row.maxAlowedWagePricePerPassenger } : DEFAULT_WAGE;
}
