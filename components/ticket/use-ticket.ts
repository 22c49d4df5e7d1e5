"use client";
// Loads a ticket by mobile and tracking id; a 404 is a state of the page, not a toast.
import { ApiClientError, api } from "@/lib/client/api-client";
import * as tickets from "@/lib/client/endpoints/tickets";
import { useLoad } from "@/lib/client/use-load";
import type { ManagedTicket, Ticket } from "./types";

interface TicketKinds {
  ticket: Ticket;
  "manage-ticket": ManagedTicket;
}

export function useTicket<K extends keyof TicketKinds>(kind: K, mobile: string | null, trackingId: string | null) {
  return useLoad<TicketKinds[K] | null>(
    mobile && trackingId ? `${kind}:${mobile}:${trackingId}` : null,
    async (signal) => {
      try {
        const input = { params: { mobile, trackingId }, anonymous: true, notify: false, signal };
        // One answer type per kind; the compiler cannot narrow K from the comparison, hence the assertion.
        return (await (kind === "ticket"
          ? api.call(tickets.ticketContract, input)
          : api.call(tickets.manageTicketContract, input))) as TicketKinds[K];
      } catch (error) {
        // 404 and 400 (a malformed mobile or id) both mean no such ticket for the traveller.
        if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  );
}

/** The final receipt's ticket, opened by the bill and the short-lived receipt value the gateway's return carries. */
export function useReceiptTicket(billId: string | null, receipt: string | null) {
  return useLoad<Ticket | null>(billId && receipt ? `receipt:${billId}:${receipt}` : null, async (signal) => {
    try {
      return await api.call(tickets.receiptTicketContract, {
        params: { billId },
        query: { receipt },
        anonymous: true,
        notify: false,
        signal,
      });
    } catch (error) {
      // An expired or wrong receipt value: the page points to the tracking page instead.
      if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  });
}
