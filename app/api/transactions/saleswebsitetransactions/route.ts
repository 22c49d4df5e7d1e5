import { route } from "@/lib/http/route";
import { salesWebsiteTransactionsContract } from "@/lib/wallet/contracts";
import { pick } from "@/lib/http/query-fields";
import { searchBills } from "@/lib/wallet/search-bills";

export const GET = route(salesWebsiteTransactionsContract, ({ query }) =>
  searchBills("WebsitePlan", {
    Term: pick(query, "Term"),
    From: pick(query, "From"),
    To: pick(query, "To"),
    Status: ["Paid"],
    Page: query.Page,
    PageSize: query.PageSize,
  }),
);
