import { describe, expect, it } from "vitest";
import { digitsOnly, parseTypedInteger, showGrouped, typedClock } from "./input";

describe("typed numbers", () => {
  it("keeps only digits, turning Persian and Arabic ones Latin", () => {
    expect(digitsOnly("۱۲۳٬۴۵۶ تومان")).toBe("123456");
    expect(digitsOnly("١,٢٣")).toBe("123");
    expect(digitsOnly("abc")).toBe("");
  });

  it("parses to a number, or null when nothing was typed", () => {
    expect(parseTypedInteger("۰۰۱۵۰٬۰۰۰")).toBe(150000);
    expect(parseTypedInteger("0")).toBe(0);
    expect(parseTypedInteger("")).toBeNull();
    expect(parseTypedInteger("تومان")).toBeNull();
    expect(parseTypedInteger("9".repeat(20))).toBe(999_999_999_999_999);
  });

  it("shows a value grouped in Persian digits", () => {
    expect(showGrouped(1500000)).toBe("۱٬۵۰۰٬۰۰۰");
    expect(showGrouped(null)).toBe("");
  });
});

describe("typed clock times", () => {
  it("keeps HH:mm in Latin digits whatever digits were typed", () => {
    expect(typedClock("۰۶:۳۰")).toBe("06:30");
    expect(typedClock("0630")).toBe("06:30");
    expect(typedClock("063")).toBe("06:3");
    expect(typedClock("06")).toBe("06");
    expect(typedClock("06:")).toBe("06:");
    expect(typedClock("6:3")).toBe("6:3");
    expect(typedClock("12:345")).toBe("12:34");
    expect(typedClock("ab")).toBe("");
  });
});
