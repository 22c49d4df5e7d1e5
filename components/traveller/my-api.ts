// The calls of /my (lib/traveller/contracts.ts). The session is the httpOnly cookie the sign-in
// sets: the browser sends it, the page never reads it. A 401 means "signed out", shown as the
// sign-in form, never as the panels' redirect to the leaders' login.
import { ApiClientError, apiClient } from "@/lib/client/api-client";
import type { ResponseOf } from "@/lib/client/response-of";
import type { myTicketContract, myTicketsContract, travellerSessionContract } from "@/lib/traveller/contracts";

export type TravellerSession = ResponseOf<typeof travellerSessionContract>;
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
  session: (signal?: AbortSignal) => orSignedOut(apiClient.get<TravellerSession>("/api/my/session", { anonymous: true, notify: false, signal })),
  sendCode: (mobile: string) => apiClient.post("/api/my/code", { anonymous: true, body: { mobile } }),
  signIn: (mobile: string, otpCode: string) => apiClient.post<TravellerSession>("/api/my/session", { anonymous: true, body: { mobile, otpCode } }),
  signOut: () => apiClient.delete("/api/my/session", { anonymous: true }),
  tickets: (page: number, signal?: AbortSignal) =>
    orSignedOut(apiClient.get<MyTicketsPage>("/api/my/tickets", { anonymous: true, notify: false, query: { Page: page, PageSize: MY_TICKETS_PAGE_SIZE }, signal })),
  ticket: (trackingId: string, signal?: AbortSignal) =>
    orSignedOut(apiClient.get<MyTicket>("/api/my/tickets/{trackingId}", { anonymous: true, notify: false, params: { trackingId }, signal })),
  icsPath: (trackingId: string) => `/api/my/tickets/${encodeURIComponent(trackingId)}/ics`,
};
