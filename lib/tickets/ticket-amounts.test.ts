import { describe, expect, it } from "vitest";
import { extraItemsText, ticketAmountRows } from "./ticket-amounts";

describe("ticketAmountRows", () => {
  it("shows the total, the discount, the payable amount and the paid amount in that order", () => {
    const rows = ticketAmountRows({
      totalAmount: 12_150_000n,
      amount: 10_935_000n,
      paidAmount: 10_935_000n,
      discount: { code: "NOWRUZ", amount: 1_215_000n },
    });
    expect(rows.map((r) => [r.key, r.value])).toEqual([
      ["total", 12_150_000n],
      ["discount", 1_215_000n],
      ["payable", 10_935_000n],
      ["paid", 10_935_000n],
    ]);
    expect(rows[1].label).toContain("NOWRUZ");
  });

  it("leaves out the discount rows when there is no discount", () => {
    const rows = ticketAmountRows({ totalAmount: 500, amount: 500, paidAmount: 0, discount: null });
    expect(rows.map((r) => r.key)).toEqual(["total", "paid"]);
  });
});

describe("extraItemsText", () => {
  it("joins items with their counts in Persian digits", () => {
    expect(
      extraItemsText([
        { title: "ناهار", number: 2 },
        { title: "بیمه", number: 1 },
      ]),
    ).toBe("ناهار ×۲، بیمه");
    expect(extraItemsText([])).toBe("—");
  });
});
