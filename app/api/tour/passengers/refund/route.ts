import { route } from "@/lib/http/route";
import { afterPlacesFreed } from "@/lib/jobs/enqueue";
import { cancelPassengers } from "@/lib/refunds/cancel-passengers";
import { refundPassengersContract } from "@/lib/refunds/contracts";
import { normalizeTrackingId } from "@/lib/reservations/tracking-id";
import { travellerOf } from "@/lib/traveller/session";
import { expireSiteCalendarOf } from "@/lib/websites/expire-site-calendar";

export const POST = route(refundPassengersContract, async ({ req, body, caller }) => {
  // A signed-in buyer (an account, or /my's traveller session of the ticket's mobile) needs no SMS code.
  const traveller = await travellerOf(req);
  const answer = await afterPlacesFreed(
    cancelPassengers(body, { callerUserId: caller?.userId ?? null, travellerMobile: traveller?.mobile ?? null }),
  );
  // The cancelled places are free again on the leader's month calendar.
  expireSiteCalendarOf({ trackingId: normalizeTrackingId(body.trackingId) });
  return answer;
});
