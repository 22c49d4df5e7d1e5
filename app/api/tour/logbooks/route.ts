import { route } from "@/lib/http/route";
import { listLogbooksContract } from "@/lib/logbooks/contracts";
import { listLogbooks } from "@/lib/logbooks/list-logbooks";

export const GET = route(listLogbooksContract, ({ caller, query }) => listLogbooks(caller.userId, query));
