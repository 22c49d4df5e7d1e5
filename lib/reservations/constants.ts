// Figures of the reservation area, in one place (docs/reservations.md).

export { COMMISSION_CAP_PER_PASSENGER, COMMISSION_PERCENT } from "@/lib/tours/commission";

/** Passengers in one reservation. */
export const MAX_PASSENGERS = 20;
/** Units of one extra item one passenger may order. */
export const MAX_EXTRA_ITEM_NUMBER = 20;

/** Tracking ids: capitals and digits without look-alikes (0/O, 1/I/L), so a buyer can read them out. */
export const TRACKING_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const TRACKING_LENGTH = 8;

/**
 * Limits of the reservation's transactions, on both paths (lib/db/transaction-limits.ts): 200 buyers
 * may queue on one session row.
 */
export const RESERVATION_TX = { maxWait: 30_000, timeout: 30_000, statementTimeout: 30_000 } as const;
