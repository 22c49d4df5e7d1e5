import { route } from "@/lib/http/route";
import { checkInSessionsContract } from "@/lib/checkin/contracts";
import { listCheckInSessions } from "@/lib/checkin/list-check-in-sessions";

export const GET = route(checkInSessionsContract, ({ caller, params }) =>
  listCheckInSessions(caller.userId, params.tourId),
);
