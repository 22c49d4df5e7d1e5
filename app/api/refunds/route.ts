import { route } from "@/lib/http/route";
import { listRefundsContract } from "@/lib/refunds/contracts";
import { listRefunds } from "@/lib/refunds/list-refunds";

export const GET = route(listRefundsContract, ({ query }) => listRefunds(query));
