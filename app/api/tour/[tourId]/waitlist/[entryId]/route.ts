import { route } from "@/lib/http/route";
import { removeWaitlistEntry } from "@/lib/waitlist/change-waitlist";
import { removeWaitlistEntryContract } from "@/lib/waitlist/contracts";

export const DELETE = route(removeWaitlistEntryContract, ({ caller, params }) =>
  removeWaitlistEntry(caller.userId, params.tourId, params.entryId),
);
