// The calls of /my (lib/traveller/contracts.ts, through the typed client). The session is the
// httpOnly cookie the sign-in sets: the browser sends it, the page never reads it. A 401 means
// "signed out", shown as the sign-in form, never as the panels' redirect to the leaders' login.
import { ApiClientError, api } from "@/lib/client/api-client";
import { urlOf } from "@/lib/client/endpoint";
import * as reservations from "@/lib/client/endpoints/reservations";
import * as traveller from "@/lib/client/endpoints/traveller";
import type { ResponseOf } from "@/lib/client/response-of";
import type { myTicketContract, myTicketsContract } from "@/lib/traveller/contracts";

export type MyTicketsPage = ResponseOf<typeof myTicketsContract>;
export type MyTicketRow = MyTicketsPage["result"][number];
export type MyTicket = ResponseOf<typeof myTicketContract>;

export const MY_TICKETS_PAGE_SIZE = 10;

/** null when signed out. */
async function orSignedOut<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return null;
    throw error;
  }
}

export const myApi = {
  /** null when signed out (answered with 200, not 401). */
  session: (signal?: AbortSignal) =>
    api.call(traveller.travellerSessionContract, { anonymous: true, notify: false, signal }),
  sendCode: (mobile: string) => api.call(traveller.requestTravellerCodeContract, { anonymous: true, body: { mobile } }),
  signIn: (mobile: string, otpCode: string) =>
    api.call(traveller.travellerSignInContract, { anonymous: true, body: { mobile, otpCode } }),
  signOut: () => api.call(traveller.travellerSignOutContract, { anonymous: true }),
  tickets: (page: number, signal?: AbortSignal) =>
    orSignedOut(
      api.call(traveller.myTicketsContract, {
        anonymous: true,
        notify: false,
        query: { Page: page, PageSize: MY_TICKETS_PAGE_SIZE },
        signal,
      }),
    ),
  ticket: (trackingId: string, signal?: AbortSignal) =>
    orSignedOut(
      api.call(traveller.myTicketContract, { anonymous: true, notify: false, params: { trackingId }, signal }),
    ),
  /** Releases an unpaid booking of the session's mobile (lib/reservations/release-unpaid-booking.ts). */
  release: (billId: string) =>
    api.call(reservations.releaseUnpaidBookingContract, { anonymous: true, params: { billId }, body: {} }),
  icsPath: (trackingId: string) => urlOf(traveller.myTicketIcsContract, { params: { trackingId } }),
};
