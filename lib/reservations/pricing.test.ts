import { describe, expect, it } from "vitest";
import {
  basePriceFor,
  commissionOn,
  discountOn,
  priceReservation,
  sellerShareOn,
  splitProportionally,
} from "./pricing";

const session = { price: 2_500_000n, childPrice: 1_800_000n, infantPrice: null };

describe("reservation pricing", () => {
  it("takes the age group's price, falling back to the adult price", () => {
    expect(basePriceFor(session, "Adult")).toBe(2_500_000n);
    expect(basePriceFor(session, "Child")).toBe(1_800_000n);
    expect(basePriceFor(session, "Infant")).toBe(2_500_000n);
    expect(basePriceFor({ ...session, infantPrice: 500_000n }, "Infant")).toBe(500_000n);
  });

  it("caps a fixed discount at the total and floors a percent", () => {
    expect(discountOn(1_000n, { percent: 10, price: null })).toBe(100n);
    expect(discountOn(999n, { percent: 10, price: null })).toBe(99n);
    expect(discountOn(1_000n, { percent: null, price: 5_000n })).toBe(1_000n);
    expect(discountOn(1_000n, { percent: null, price: 300n })).toBe(300n);
    expect(discountOn(1_000n, null)).toBe(0n);
  });

  it("splits a discount over tickets exactly", () => {
    const parts = splitProportionally(100n, [500n, 500n, 500n]);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(100n);
    expect(parts).toEqual([34n, 33n, 33n]);
    expect(splitProportionally(100n, [1n, 2n])).toEqual([1n, 2n]);
    expect(splitProportionally(7n, [10n, 0n, 30n])).toEqual([1n, 0n, 6n]);
  });

  it("takes 5% commission capped per ticket, and a seller share that never exceeds what is left", () => {
    expect(commissionOn(1_000_000n)).toBe(50_000n);
    expect(commissionOn(10_000_000n)).toBe(200_000n);
    expect(sellerShareOn(1_000_000n, 50_000n, { share: 10n, inPercent: true })).toBe(100_000n);
    expect(sellerShareOn(1_000_000n, 50_000n, { share: 2_000_000n, inPercent: false })).toBe(950_000n);
    expect(sellerShareOn(1_000_000n, 50_000n, null)).toBe(0n);
  });

  it("prices a whole reservation: base + vehicle + extras, less the discount", () => {
    const result = priceReservation(
      session,
      [
        { ageGroup: "Adult", vehiclePrice: 100_000n, extras: [{ unitPrice: 300_000n, number: 2 }] },
        { ageGroup: "Child", vehiclePrice: 100_000n, extras: [] },
      ],
      { percent: 10, price: null },
      null,
    );
    expect(result.totalPrice).toBe(2_500_000n + 100_000n + 600_000n + 1_800_000n + 100_000n);
    expect(result.discountAmount).toBe(510_000n);
    expect(result.amount).toBe(4_590_000n);
    expect(result.passengers.reduce((s, p) => s + p.paid, 0n)).toBe(result.amount);
    expect(result.passengers[0].totalPrice).toBe(3_200_000n);
  });
});
