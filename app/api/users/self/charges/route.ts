import { route } from "@/lib/http/route";
import { selfChargesContract } from "@/lib/wallet/contracts";
import { listSelfCharges } from "@/lib/wallet/list-self-charges";

export const GET = route(selfChargesContract, ({ caller, query }) => listSelfCharges(caller.userId, query));
