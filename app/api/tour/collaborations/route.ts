import { collaborationsContract } from "@/lib/affiliates/contracts";
import { listCollaborations } from "@/lib/affiliates/list-collaborations";
import { route } from "@/lib/http/route";

export const GET = route(collaborationsContract, ({ caller, query }) => listCollaborations(caller.userId, query));
