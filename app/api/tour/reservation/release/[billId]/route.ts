import { route } from "@/lib/http/route";
import { releaseUnpaidBookingContract } from "@/lib/reservations/contracts";
import { releaseUnpaidBooking } from "@/lib/reservations/release-unpaid-booking";
import { travellerOf } from "@/lib/traveller/session";
import { expireSiteCalendarOf } from "@/lib/websites/expire-site-calendar";

export const POST = route(releaseUnpaidBookingContract, async ({ req, params, body }) => {
  const traveller = await travellerOf(req);
  const { released, tourId } = await releaseUnpaidBooking(params.billId, {
    paymentToken: body.paymentToken,
    travellerMobile: traveller?.mobile,
  });
  // The places left on the leader's month calendar changed (lib/websites/site-calendar.ts).
  if (released) expireSiteCalendarOf({ tourId });
  return { released };
});
