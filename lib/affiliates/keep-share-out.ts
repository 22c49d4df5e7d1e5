// A credit-plan affiliate's own purchase: the bill is the price less the seller's share, which the
// affiliate keeps by paying less (no SellerCommission is posted later). Each ticket records what
// was really paid; its sellerShare becomes 0 so a refund returns the reduced price from the
// leader and the platform alone. What the affiliate kept stays readable as
// reservation.totalPrice − discountAmount − amount.
import type { PassengerPrice } from "@/lib/reservations/pricing";

export function keepShareOut<T extends { passengers: PassengerPrice[]; amount: bigint }>(price: T): T {
  const kept = price.passengers.reduce((sum, p) => sum + p.sellerShare, 0n);
  return {
    ...price,
    passengers: price.passengers.map((p) => ({ ...p, paid: p.paid - p.sellerShare, sellerShare: 0n })),
    amount: price.amount - kept,
  };
}
