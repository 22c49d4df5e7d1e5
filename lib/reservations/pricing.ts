// The price of a reservation, from the database's figures only (pure; unit-tested). Integer toman.
import type { AgeGroup } from "@/lib/db/generated/enums";
import { commissionOn, DEFAULT_WAGE, sellerShareOn, type SellerTerms, type WageTerms } from "@/lib/tours/commission";

export { commissionOn, DEFAULT_WAGE, sellerShareOn, type SellerTerms, type WageTerms };

export interface SessionPrices {
  price: bigint;
  childPrice: bigint | null;
  infantPrice: bigint | null;
}

export interface PricedPassengerInput {
  ageGroup: AgeGroup;
  /** The vehicle's price when the passenger takes a place in it (a lap infant does not). */
  vehiclePrice: bigint;
  extras: { unitPrice: bigint; number: number }[];
}

export interface DiscountTerms {
  percent: number | null;
  price: bigint | null;
}

export interface PassengerPrice {
  basePrice: bigint;
  vehiclePrice: bigint;
  extrasPrice: bigint;
  totalPrice: bigint;
  discountPrice: bigint;
  paid: bigint;
  commission: bigint;
  sellerShare: bigint;
}

export function basePriceFor(session: SessionPrices, ageGroup: AgeGroup): bigint {
  if (ageGroup === "Child") return session.childPrice ?? session.price;
  if (ageGroup === "Infant") return session.infantPrice ?? session.price;
  return session.price;
}

/** The discount on a total: a percent of it, or a fixed price capped at the total. */
export function discountOn(total: bigint, discount: DiscountTerms | null): bigint {
  if (!discount) return 0n;
  if (discount.percent !== null) return (total * BigInt(Math.min(100, Math.max(0, discount.percent)))) / 100n;
  if (discount.price !== null) return discount.price > total ? total : discount.price < 0n ? 0n : discount.price;
  return 0n;
}

/** Splits `amount` over `weights` in proportion (floors), the remainder going to the heaviest first. */
export function splitProportionally(amount: bigint, weights: bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n || amount <= 0n) return weights.map(() => 0n);
  // Never more than the weights themselves (a discount is capped at the total).
  const whole = amount > sum ? sum : amount;
  const parts = weights.map((w) => (whole * w) / sum);
  // Each floor loses less than 1, so the remainder is smaller than the number of weights.
  let rest = whole - parts.reduce((a, b) => a + b, 0n);
  const order = weights.map((w, i) => ({ w, i })).sort((a, b) => (b.w > a.w ? 1 : b.w < a.w ? -1 : a.i - b.i));
  for (let k = 0; rest > 0n; k++, rest--) parts[order[k].i] += 1n;
  return parts;
}

export function priceReservation(
  session: SessionPrices,
  passengers: PricedPassengerInput[],
  discount: DiscountTerms | null,
  seller: SellerTerms | null,
  wage: WageTerms = DEFAULT_WAGE,
) {
  const lines = passengers.map((p) => {
    const basePrice = basePriceFor(session, p.ageGroup);
    const extrasPrice = p.extras.reduce((sum, e) => sum + e.unitPrice * BigInt(e.number), 0n);
    return {
      basePrice,
      vehiclePrice: p.vehiclePrice,
      extrasPrice,
      totalPrice: basePrice + p.vehiclePrice + extrasPrice,
    };
  });
  const totalPrice = lines.reduce((sum, l) => sum + l.totalPrice, 0n);
  const discountAmount = discountOn(totalPrice, discount);
  const discounts = splitProportionally(
    discountAmount,
    lines.map((l) => l.totalPrice),
  );
  const priced: PassengerPrice[] = lines.map((l, i) => {
    const paid = l.totalPrice - discounts[i];
    const commission = commissionOn(paid, wage);
    return {
      ...l,
      discountPrice: discounts[i],
      paid,
      commission,
      sellerShare: sellerShareOn(paid, commission, seller),
    };
  });
  return { passengers: priced, totalPrice, discountAmount, amount: totalPrice - discountAmount };
}
