// Figures of the wallet (docs/money.md).

/** The spec's minimum charge (doc 3 §9), toman. */
export const MIN_CHARGE = 10_000n;
/** One gateway payment at most (ZarinPal's usual ceiling is 50,000,000 toman per transaction; the sandbox takes more). */
export const MAX_CHARGE = 500_000_000n;
/** The smallest payout a bank transfer is worth, toman. */
export const MIN_CHECKOUT = 10_000n;
/** The same checkout request (amount and sheba) again within this time is the same request (a double click). */
export const CHECKOUT_REPLAY_MS = 60_000;
/** Money-moving transactions may queue on one wallet row. */
export const WALLET_TX = { maxWait: 20_000, timeout: 30_000 } as const;
