import { describe, expect, it } from "vitest";
import { offeredMethods } from "./payment-methods";

const values = (o: { loggedIn: boolean; c2cOffered: boolean }) => offeredMethods(o).map((m) => m.value);

describe("payment methods of the receipt step", () => {
  it("offers no card-to-card without a configured card", () => {
    expect(values({ loggedIn: false, c2cOffered: false })).toEqual(["Online"]);
    expect(values({ loggedIn: true, c2cOffered: false })).toEqual(["Online", "Credit"]);
  });

  it("offers card-to-card with a card, credit only when signed in", () => {
    expect(values({ loggedIn: false, c2cOffered: true })).toEqual(["Online", "C2C"]);
    expect(values({ loggedIn: true, c2cOffered: true })).toEqual(["Online", "C2C", "Credit"]);
  });
});
