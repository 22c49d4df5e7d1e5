import { describe, expect, it } from "vitest";
import {
  formatDigits,
  formatJalaliDate,
  formatJalaliDateTime,
  formatJalaliLongDate,
  formatNumber,
  formatToman,
  toLatinDigits,
  toPersianDigits,
} from "./index";

describe("digits", () => {
  it("turns Latin and Arabic-Indic digits into Persian ones", () => {
    expect(toPersianDigits("09120000001")).toBe("۰۹۱۲۰۰۰۰۰۰۱");
    expect(toPersianDigits("٤٥٦")).toBe("۴۵۶");
    expect(toPersianDigits(2024)).toBe("۲۰۲۴");
    // A Latin code keeps its digits (issue 22: RPQ۸Q۸X۶ matched nothing a person could type back).
    expect(toPersianDigits("کد رهگیری: RPQ8Q8X6")).toBe("کد رهگیری: RPQ8Q8X6");
    expect(toPersianDigits("خرید بلیت kh6c9qjp، ۲ نفر، 3 روز")).toBe("خرید بلیت kh6c9qjp، ۲ نفر، ۳ روز");
    expect(toPersianDigits("REF-1234 و CO-12 و 1403/01/15 و -5")).toBe("REF-1234 و CO-12 و ۱۴۰۳/۰۱/۱۵ و -۵");
  });

  it("turns Persian and Arabic-Indic digits into Latin ones", () => {
    expect(toLatinDigits("۰۹۱۲ ٣٤٥")).toBe("0912 345");
  });

  it("prints codes without grouping", () => {
    expect(formatDigits(1403)).toBe("۱۴۰۳");
    expect(formatDigits(null)).toBe("");
  });
});

describe("money", () => {
  it("groups thousands with the Persian separator", () => {
    expect(formatNumber(123000)).toBe("۱۲۳٬۰۰۰");
    expect(formatNumber(1_234_567_890n)).toBe("۱٬۲۳۴٬۵۶۷٬۸۹۰");
    expect(formatNumber(0)).toBe("۰");
    expect(formatNumber(-5000)).toContain("۵٬۰۰۰");
  });

  it("names the currency", () => {
    expect(formatToman(123000)).toBe("۱۲۳٬۰۰۰ تومان");
    expect(formatToman(2_900_000n)).toBe("۲٬۹۰۰٬۰۰۰ تومان");
  });

  it("prints nothing for a missing amount", () => {
    expect(formatToman(null)).toBe("");
    expect(formatToman(undefined)).toBe("");
    expect(formatNumber(Number.NaN)).toBe("");
  });
});

describe("Jalali dates in Tehran time", () => {
  // 2024-03-19 20:30 UTC is 00:00 on 1 Farvardin 1403 in Tehran (UTC+03:30): the day has
  // already turned in Tehran while it has not in UTC.
  const nowruz = "2024-03-19T20:30:00.000Z";

  it("formats the date on Tehran's calendar day", () => {
    expect(formatJalaliDate(nowruz)).toBe("۱۴۰۳/۰۱/۰۱");
    expect(formatJalaliDate("2024-03-19T20:29:00.000Z")).toBe("۱۴۰۲/۱۲/۲۹");
  });

  it("formats date and time at Tehran's wall clock", () => {
    expect(formatJalaliDateTime(new Date("2024-04-03T11:00:00Z"))).toBe("۱۴۰۳/۰۱/۱۵ - ۱۴:۳۰");
    expect(formatJalaliDateTime(Date.parse("2024-10-01T21:15:00Z"))).toBe("۱۴۰۳/۰۷/۱۱ - ۰۰:۴۵");
  });

  it("spells the month", () => {
    expect(formatJalaliLongDate("2024-04-03T11:00:00Z")).toBe("۱۵ فروردین ۱۴۰۳");
  });

  it("prints nothing for a missing or broken date", () => {
    expect(formatJalaliDate(null)).toBe("");
    expect(formatJalaliDate("not a date")).toBe("");
  });
});
