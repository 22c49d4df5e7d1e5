import type { Role } from "@/lib/db/generated/enums";

/** Where a user lands after login (spec doc 1 §4). */
export function landingPath(role: Role): string {
  if (role === "Operator") return "/adminDashboard";
  if (role === "Accountant") return "/adminDashboard/financialReports/transactions";
  return "/dashboard";
}
