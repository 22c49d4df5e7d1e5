import { route } from "@/lib/http/route";
import { getHoldContract } from "@/lib/waitlist/contracts";
import { getHold } from "@/lib/waitlist/get-hold";

export const GET = route(getHoldContract, ({ params }) => getHold(params.token));
