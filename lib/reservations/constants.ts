// Figures of the reservation area, in one place (docs/decisions.md, "Reservations").

/** The platform's commission on a paid ticket: this percent of what the ticket paid… */
export const COMMISSION_PERCENT = 5n;
/** …but at most this many toman per ticket. */
export const COMMISSION_CAP_PER_PASSENGER = 200_000n;

/** Passengers in one reservation. */
export const MAX_PASSENGERS = 20;
/** Units of one extra item one passenger may order. */
export const MAX_EXTRA_ITEM_NUMBER = 20;

/** Tracking ids: capitals and digits without look-alikes (0/O, 1/I/L), so a buyer can read them out. */
export const TRACKING_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const TRACKING_LENGTH = 8;

/** Interactive transactions of the reservation area: 200 buyers may queue on one session row. */
export const RESERVATION_TX = { maxWait: 30_000, timeout: 30_000 } as const;
