import { route } from "@/lib/http/route";
import { recordSaleOrigin } from "@/lib/installments/record-sale-origin";
import { reserveContract } from "@/lib/reservations/contracts";
import { createReservation } from "@/lib/reservations/reserve";
import { buyingOrigin } from "@/lib/websites/buying-origin";
import { expireSiteCalendarOf } from "@/lib/websites/expire-site-calendar";
import { activeSiteOrigin } from "@/lib/websites/trusted-origin";

export const POST = route(reserveContract, async ({ params, body, caller, req }) => {
  const answer = await createReservation({
    tourId: params.tourId,
    sessionId: params.sessionId,
    body,
    caller,
    site: await buyingOrigin(req.headers.get("host")),
  });
  // An installment's reminders link to the site it was bought on.
  if (body.paymentMethod === "Installment")
    await recordSaleOrigin(answer.trackingId, await activeSiteOrigin(req.headers.get("host")));
  // The places left on the leader's month calendar changed (lib/websites/site-calendar.ts).
  expireSiteCalendarOf({ tourId: params.tourId });
  return answer;
});
