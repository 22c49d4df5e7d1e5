import { route } from "@/lib/http/route";
import { reserveContract } from "@/lib/reservations/contracts";
import { createReservation } from "@/lib/reservations/reserve";
import { expireSiteCalendarOf } from "@/lib/websites/expire-site-calendar";

export const POST = route(reserveContract, async ({ params, body, caller }) => {
  const answer = await createReservation({ tourId: params.tourId, sessionId: params.sessionId, body, caller });
  // The places left on the leader's month calendar changed (lib/websites/site-calendar.ts).
  expireSiteCalendarOf({ tourId: params.tourId });
  return answer;
});
