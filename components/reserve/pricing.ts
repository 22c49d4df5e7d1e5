// The price breakdown the receipt shows before the reservation call: the reservation backend's
// own pure pricing (lib/reservations/pricing.ts) fed with the page's choices, so the receipt and
// the charged amount agree. The server's `amount` still wins when the tour changed meanwhile.
import type { DiscountDraft, PassengerDraft } from "@/components/reserve/reserve-state";
import { basePriceFor, priceReservation } from "@/lib/reservations/pricing";
import type { PublicExtraItem, PublicSession } from "@/components/tour-public/types";

export interface PassengerPrice {
  index: number;
  ageGroup: PassengerDraft["ageGroup"];
  ticket: number;
  vehicle: number;
  extras: { id: number; title: string; price: number; number: number }[];
  total: number;
}

export interface PriceBreakdown {
  passengers: PassengerPrice[];
  ticketsTotal: number;
  vehicleTotal: number;
  extrasTotal: number;
  discount: number;
  total: number;
}

type Prices = Pick<PublicSession, "price" | "childPrice" | "infantPrice">;

const big = (n: number | null) => (n === null ? null : BigInt(n));
const sessionPrices = (s: Prices) => ({
  price: BigInt(s.price),
  childPrice: big(s.childPrice),
  infantPrice: big(s.infantPrice),
});

export function ticketPrice(session: Prices, ageGroup: PassengerDraft["ageGroup"]): number {
  return Number(basePriceFor(sessionPrices(session), ageGroup));
}

export function priceBreakdown(input: {
  session: Prices & Pick<PublicSession, "vehicles">;
  vehicleId: number | null;
  passengers: Pick<PassengerDraft, "ageGroup" | "extraItems">[];
  extraItems: Pick<PublicExtraItem, "id" | "title" | "price">[];
  discount: DiscountDraft | null;
}): PriceBreakdown {
  const vehicle = input.session.vehicles.find((v) => v.id === input.vehicleId);
  const chosen = input.passengers.map((p) =>
    input.extraItems
      .filter((item) => (p.extraItems[String(item.id)] ?? 0) > 0)
      .map((item) => ({ id: item.id, title: item.title, price: item.price, number: p.extraItems[String(item.id)] })),
  );
  const priced = priceReservation(
    sessionPrices(input.session),
    input.passengers.map((p, i) => ({
      ageGroup: p.ageGroup,
      vehiclePrice: vehicle && p.ageGroup !== "Infant" ? BigInt(vehicle.price) : 0n,
      extras: chosen[i].map((e) => ({ unitPrice: BigInt(e.price), number: e.number })),
    })),
    input.discount ? { percent: input.discount.percent, price: big(input.discount.price) } : null,
    null,
  );
  const passengers = priced.passengers.map((p, index) => ({
    index,
    ageGroup: input.passengers[index].ageGroup,
    ticket: Number(p.basePrice),
    vehicle: Number(p.vehiclePrice),
    extras: chosen[index],
    total: Number(p.totalPrice),
  }));
  const sum = (f: (p: PassengerPrice) => number) => passengers.reduce((s, p) => s + f(p), 0);
  return {
    passengers,
    ticketsTotal: sum((p) => p.ticket),
    vehicleTotal: sum((p) => p.vehicle),
    extrasTotal: sum((p) => p.total - p.ticket - p.vehicle),
    discount: Number(priced.discountAmount),
    total: Number(priced.amount),
  };
}

/** The buy box's estimate from the counts alone (before vehicles and extras are chosen). */
export function countsTotal(session: Prices, counts: { adult: number; child: number; infant: number }): number {
  return (
    counts.adult * ticketPrice(session, "Adult") +
    counts.child * ticketPrice(session, "Child") +
    counts.infant * ticketPrice(session, "Infant")
  );
}
