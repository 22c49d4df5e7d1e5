import { describe, expect, it } from "vitest";
import { countsTotal, priceBreakdown, ticketPrice } from "./pricing";

const session = {
  price: 2_000_000,
  childPrice: 1_500_000,
  infantPrice: 400_000,
  vehicles: [
    {
      id: 7,
      vehicleType: "Bus44" as const,
      typeTitle: "",
      label: "",
      busPassengersCanChooseTheirSeat: true,
      price: 100_000,
      capacity: 44,
      remainingCapacity: 44,
    },
  ],
};
const items = [
  { id: 1, title: "کیسه خواب", price: 300_000 },
  { id: 2, title: "باتوم", price: 50_000 },
];

describe("ticket prices", () => {
  it("charges the child and infant prices, falling back to the adult price", () => {
    expect(ticketPrice(session, "Adult")).toBe(2_000_000);
    expect(ticketPrice(session, "Child")).toBe(1_500_000);
    expect(ticketPrice(session, "Infant")).toBe(400_000);
    expect(ticketPrice({ price: 900, childPrice: null, infantPrice: null }, "Child")).toBe(900);
  });

  it("estimates the buy box total from the counts", () => {
    expect(countsTotal(session, { adult: 2, child: 1, infant: 1 })).toBe(5_900_000);
  });
});

describe("the receipt breakdown", () => {
  const passengers: { ageGroup: "Adult" | "Child" | "Infant"; extraItems: Record<string, number> }[] = [
    { ageGroup: "Adult", extraItems: { "1": 1 } },
    { ageGroup: "Adult", extraItems: { "1": 0, "2": 1 } },
    { ageGroup: "Child", extraItems: {} },
    { ageGroup: "Infant", extraItems: {} },
  ];

  it("adds the vehicle for seated passengers (not a lap infant) and the chosen extra items", () => {
    const b = priceBreakdown({ session, vehicleId: 7, passengers, extraItems: items, discount: null });
    expect(b.ticketsTotal).toBe(5_900_000);
    expect(b.vehicleTotal).toBe(300_000);
    expect(b.extrasTotal).toBe(350_000);
    expect(b.total).toBe(6_550_000);
    expect(b.passengers[0].extras).toEqual([{ id: 1, title: "کیسه خواب", price: 300_000, number: 1 }]);
    expect(b.passengers[3]).toMatchObject({ vehicle: 0, total: 400_000 });
  });

  it("takes a percent or fixed discount off the whole amount, as the server does", () => {
    const percent = priceBreakdown({
      session,
      vehicleId: 7,
      passengers,
      extraItems: items,
      discount: { code: "X", percent: 10, price: null },
    });
    expect(percent.discount).toBe(655_000);
    expect(percent.total).toBe(5_895_000);
    const fixed = priceBreakdown({
      session,
      vehicleId: null,
      passengers: passengers.slice(0, 1),
      extraItems: items,
      discount: { code: "X", percent: null, price: 9_000_000 },
    });
    expect(fixed.discount).toBe(2_300_000);
    expect(fixed.total).toBe(0);
  });
});
