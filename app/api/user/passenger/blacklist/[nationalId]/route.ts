import { route } from "@/lib/http/route";
import { blacklistPassengerContract, unblacklistPassengerContract } from "@/lib/passengers/contracts";
import { setBlacklisted } from "@/lib/passengers/set-blacklisted";

export const POST = route(blacklistPassengerContract, ({ caller, params }) =>
  setBlacklisted(caller.userId, params.nationalId, true),
);
export const DELETE = route(unblacklistPassengerContract, ({ caller, params }) =>
  setBlacklisted(caller.userId, params.nationalId, false),
);
