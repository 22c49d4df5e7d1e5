// What a sold ticket leaves the platform and a collaborating seller (pure). It lives with the tours,
// the lowest of the selling domains, so that reservations (the sale) and affiliates (what a seller
// earns, shown before the sale) both read it without importing each other.

/** The platform's commission on a paid ticket: this percent of what the ticket paid… */
export const COMMISSION_PERCENT = 5n;
/** …but at most this many toman per ticket. */
export const COMMISSION_CAP_PER_PASSENGER = 200_000n;

export interface SellerTerms {
  /** Percent (0..100) when inPercent, else toman per ticket. */
  share: bigint;
  inPercent: boolean;
}

/** The platform's wage terms: the defaults, or the leader's own (LeaderWageSetting, set by an operator). */
export interface WageTerms {
  percent: bigint;
  cap: bigint;
}

export const DEFAULT_WAGE: WageTerms = { percent: COMMISSION_PERCENT, cap: COMMISSION_CAP_PER_PASSENGER };

export function commissionOn(paid: bigint, wage: WageTerms = DEFAULT_WAGE): bigint {
  const c = (paid * wage.percent) / 100n;
  return c > wage.cap ? wage.cap : c;
}

export function sellerShareOn(paid: bigint, commission: bigint, seller: SellerTerms | null): bigint {
  if (!seller || seller.share <= 0n) return 0n;
  const wanted = seller.inPercent ? (paid * (seller.share > 100n ? 100n : seller.share)) / 100n : seller.share;
  const room = paid - commission;
  return wanted > room ? room : wanted;
}
