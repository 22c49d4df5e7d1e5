import { route } from "@/lib/http/route";
import { salesWebsiteExportContract } from "@/lib/wallet/contracts";
import { exportBills } from "@/lib/wallet/export-bills";
import { pick } from "@/lib/http/query-fields";

export const GET = route(salesWebsiteExportContract, ({ query }) =>
  exportBills(
    "WebsitePlan",
    { Term: pick(query, "Term"), From: pick(query, "From"), To: pick(query, "To"), Status: ["Paid"] },
    "وب‌سایت فروش",
    "sales-website.xlsx",
  ),
);
