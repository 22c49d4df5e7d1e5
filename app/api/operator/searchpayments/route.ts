import { route } from "@/lib/http/route";
import { searchPaymentsContract, searchPaymentsQuery } from "@/lib/payments/contracts";
import { searchPayments } from "@/lib/payments/search-payments";

export const GET = route(searchPaymentsContract, ({ query }) => searchPayments(searchPaymentsQuery(query)));
