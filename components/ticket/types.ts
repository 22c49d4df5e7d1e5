// A ticket as GET /api/tour/ticket/{mobile}/{trackingId} answers it, and as manage-ticket answers
// it (each passenger's penalty and refund, the refunds so far): inferred from the contracts.
import type { ResponseOf } from "@/lib/client/response-of";
import type { refundPassengersContract } from "@/lib/refunds/contracts";
import { CONFIRMED_STATUSES as PAID } from "@/lib/reservations/statuses";
import type { manageTicketContract, ticketContract } from "@/lib/tickets/contracts";

export type Ticket = ResponseOf<typeof ticketContract>;
export type ManagedTicket = ResponseOf<typeof manageTicketContract>;
export type TicketPassenger = Ticket["passengers"][number];
/** POST /api/tour/passengers/refund's answer. */
export type RefundRecord = ResponseOf<typeof refundPassengersContract>;

/** Paid tickets (the reservation backend's list). */
export const CONFIRMED_STATUSES: readonly string[] = PAID;

export const TICKET_NOT_FOUND = "بلیتی با این کد رهگیری و شماره موبایل پیدا نشد.";

/** manage-ticket only: a card-to-card purchase whose transfer code can still be sent (or whose hold ran out). */
export type CardToCardState = NonNullable<ManagedTicket["cardToCard"]>;
