import { route } from "@/lib/http/route";
import { clearWaitlist, reorderWaitlist } from "@/lib/waitlist/change-waitlist";
import { clearWaitlistContract, joinWaitlistContract, reorderWaitlistContract } from "@/lib/waitlist/contracts";
import { joinWaitlist } from "@/lib/waitlist/join-waitlist";
import { buyingOrigin } from "@/lib/websites/buying-origin";

export const POST = route(joinWaitlistContract, async ({ params, body, req }) =>
  joinWaitlist({
    tourId: params.tourId,
    sessionId: params.sessionId,
    body,
    site: await buyingOrigin(req.headers.get("host")),
  }),
);
export const PUT = route(reorderWaitlistContract, ({ caller, params, body }) =>
  reorderWaitlist(caller.userId, params.tourId, params.sessionId, body.entryIds),
);
export const DELETE = route(clearWaitlistContract, ({ caller, params }) =>
  clearWaitlist(caller.userId, params.tourId, params.sessionId),
);
