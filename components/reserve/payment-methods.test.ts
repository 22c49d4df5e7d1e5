import { describe, expect, it } from "vitest";
import { offeredMethods } from "./payment-methods";

const values = (o: Parameters<typeof offeredMethods>[0]) => offeredMethods(o).map((m) => m.value);

describe("payment methods of the receipt step", () => {
  it("offers no card-to-card without a configured card", () => {
    expect(values({ loggedIn: false, c2cOffered: false })).toEqual(["Online"]);
    expect(values({ loggedIn: true, c2cOffered: false })).toEqual(["Online", "Credit"]);
  });

  it("offers card-to-card with a card, credit only when signed in", () => {
    expect(values({ loggedIn: false, c2cOffered: true })).toEqual(["Online", "C2C"]);
    expect(values({ loggedIn: true, c2cOffered: true })).toEqual(["Online", "C2C", "Credit"]);
  });

  it("offers installments only when the session offers a plan for the ticket, to anyone", () => {
    expect(values({ loggedIn: false, c2cOffered: false, installmentsOffered: true })).toEqual([
      "Online",
      "Installment",
    ]);
    expect(values({ loggedIn: true, c2cOffered: true, installmentsOffered: false })).not.toContain("Installment");
  });
});
