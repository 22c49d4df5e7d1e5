import { route } from "@/lib/http/route";
import { listWaitlistContract } from "@/lib/waitlist/contracts";
import { listWaitlist } from "@/lib/waitlist/list-waitlist";

export const GET = route(listWaitlistContract, ({ caller, params }) => listWaitlist(caller.userId, params.tourId));
