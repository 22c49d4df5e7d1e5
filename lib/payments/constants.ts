// How long a bill holds what it is for, and when the sweeper looks at payments.
export const BILL_TTL_MS = {
  /** The payer has this long to go through the gateway. */
  Online: 15 * 60_000,
  /** The buyer has this long to submit the transfer's reference code; after that the bill waits for an operator. */
  C2C: 24 * 60 * 60_000,
  /** Credit is paid at once, right after the reservation: the hold only covers that call. */
  Credit: 2 * 60_000,
} as const;

/** An online payment this old that has not come back through the callback is asked about at the gateway. */
export const STALE_ONLINE_PAYMENT_MS = 2 * 60_000;

/** Bills and payments handled per sweep run (the job runs every minute). */
export const SWEEP_BATCH = 200;

/** Interactive transactions that lock a bill: callbacks can pile up on one bill, so wait rather than fail. */
export const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;
