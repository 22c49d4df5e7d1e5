import { route } from "@/lib/http/route";
import { clearWaitlist, reorderWaitlist } from "@/lib/waitlist/change-waitlist";
import { clearWaitlistContract, joinWaitlistContract, reorderWaitlistContract } from "@/lib/waitlist/contracts";
import { joinWaitlist } from "@/lib/waitlist/join-waitlist";

export const POST = route(joinWaitlistContract, ({ params, body }) =>
  joinWaitlist({ tourId: params.tourId, sessionId: params.sessionId, body }),
);
export const PUT = route(reorderWaitlistContract, ({ caller, params, body }) =>
  reorderWaitlist(caller.userId, params.tourId, params.sessionId, body.entryIds),
);
export const DELETE = route(clearWaitlistContract, ({ caller, params }) =>
  clearWaitlist(caller.userId, params.tourId, params.sessionId),
);
