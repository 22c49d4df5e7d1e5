// The charge search filters (Term, Status Pending/Confirmed/Rejected, From, To; either spelling) as a bill search.
import type { BillStatus } from "@/lib/db/generated/enums";
import { CHARGE_STATUS_FILTER } from "./contracts";
import { pick } from "@/lib/http/query-fields";
import type { BillSearch } from "./search-bills";

export function chargeSearch(q: Record<string, unknown>): Omit<BillSearch, "Page" | "PageSize"> {
  const status = pick<keyof typeof CHARGE_STATUS_FILTER>(q, "Status");
  return {
    Term: pick(q, "Term"),
    Status: status ? ([...CHARGE_STATUS_FILTER[status]] as BillStatus[]) : undefined,
    From: pick(q, "From"),
    To: pick(q, "To"),
  };
}
