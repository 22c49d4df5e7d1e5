import { route } from "@/lib/http/route";
import { afterPlacesFreed } from "@/lib/jobs/enqueue";
import { cancelPassengers } from "@/lib/refunds/cancel-passengers";
import { refundPassengersContract } from "@/lib/refunds/contracts";
import { normalizeTrackingId } from "@/lib/reservations/tracking-id";
import { expireSiteCalendarOf } from "@/lib/websites/expire-site-calendar";

export const POST = route(refundPassengersContract, async ({ body, caller }) => {
  const answer = await afterPlacesFreed(cancelPassengers(body, caller?.userId ?? null));
  // The cancelled places are free again on the leader's month calendar.
  expireSiteCalendarOf({ trackingId: normalizeTrackingId(body.trackingId) });
  return answer;
});
