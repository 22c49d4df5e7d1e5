import { route } from "@/lib/http/route";
import { unverifiedContract } from "@/lib/payments/contracts";
import { listUnverifiedPayments } from "@/lib/payments/list-unverified";

export const GET = route(unverifiedContract, ({ query }) => listUnverifiedPayments(query));
