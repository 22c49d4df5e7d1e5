import "server-only";
// The host a ticket is bought on, kept on the reservation (issue 32) so that every link the buyer is texted
// (the ticket, the calendar file, the receipts, installments) leads back to where they bought. This names the
// active sale website the request came on (sub-domain or approved domain) and its owner; the reservation keeps
// the origin only when the owner is the tour's leader, else null (the platform). A forged Host header, an
// inactive site or another leader's site is never stored. Read before the reservation's transaction (a cached
// lookup) by the reservation route, which hands it to createReservation, so the sale's locks are not held longer.
import { resolveSiteHost } from "./resolve-site-host";
import { activeSiteOrigin } from "./trusted-origin";

export async function buyingOrigin(host: string | null): Promise<{ leaderId: number; origin: string } | null> {
  const site = await resolveSiteHost(host);
  const origin = site && (await activeSiteOrigin(host));
  return site && origin ? { leaderId: site.userId, origin } : null;
}
