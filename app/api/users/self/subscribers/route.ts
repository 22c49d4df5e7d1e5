import { route } from "@/lib/http/route";
import { listSubscribersContract } from "@/lib/subscribers/contracts";
import { listSubscribers } from "@/lib/subscribers/list-subscribers";

export const GET = route(listSubscribersContract, ({ caller, query }) => listSubscribers(caller.userId, query));
