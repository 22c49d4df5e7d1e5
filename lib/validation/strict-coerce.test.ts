// z.coerce of the project reads a number or a date only from what stands for one (strict-coerce.ts).
import { describe, expect, it } from "vitest";
import { MESSAGES, z } from "./z";

const days = z.coerce.number().int().min(0).max(365);
const when = z.coerce.date();
const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe("z.coerce", () => {
  it("reads numbers and numeric text as numbers", () => {
    expect(days.parse(12)).toBe(12);
    expect(days.parse("12")).toBe(12);
    expect(days.parse(" 7 ")).toBe(7);
  });

  it("refuses null, blank text, booleans and lists instead of reading them as 0, 1 or the item", () => {
    expect(messages(days, null)).toEqual([MESSAGES.required]);
    expect(messages(days, "")).toEqual([MESSAGES.required]);
    expect(messages(days, "  ")).toEqual([MESSAGES.required]);
    for (const value of [true, false, [5], { n: 5 }, "abc"])
      expect(messages(days, value), JSON.stringify(value)).toEqual([MESSAGES.invalid]);
  });

  it("reads text only as a decimal numeral: hexadecimal, binary, exponent, signed and infinite spellings are refused", () => {
    // Number() read "0x4E20" as 20000 and "1e4" as 10000: a withdrawal's amount was taken from them.
    const amount = z.coerce.number().int().min(1);
    for (const value of [
      "0x4E20",
      "0b101",
      "0o17",
      "1e4",
      "2E4",
      "+20000",
      "Infinity",
      "-Infinity",
      "1_000",
      "20000.",
      ".5",
    ])
      expect(messages(amount, value), value).toEqual([MESSAGES.invalid]);
    expect(amount.parse("020000")).toBe(20000);
    expect(amount.parse("20000.0")).toBe(20000);
    expect(messages(amount, "-5")).toHaveLength(1);
    expect(messages(amount, "-5")).not.toEqual([MESSAGES.invalid]);
  });

  it("keeps the checks of a chain and the absent value of an optional field", () => {
    expect(messages(days, 366)).toHaveLength(1);
    expect(z.object({ n: days.optional() }).parse({})).toEqual({});
    expect(z.object({ n: days.nullish() }).parse({ n: null })).toEqual({ n: null });
  });

  it("reads a date only from ISO 8601 text or a Date, not from a number or the engine's lenient parse", () => {
    expect(when.parse("2026-03-20T08:30:00Z").toISOString()).toBe("2026-03-20T08:30:00.000Z");
    expect(when.parse("2026-03-20").toISOString()).toBe("2026-03-20T00:00:00.000Z");
    const now = new Date();
    expect(when.parse(now)).toEqual(now);
    for (const value of [1_700_000_000_000, "9@", "March 5 2026", true])
      expect(messages(when, value), String(value)).toEqual([MESSAGES.invalid]);
    expect(messages(when, null)).toEqual([MESSAGES.required]);
  });

  it("refuses a day that does not exist instead of rolling it over (2026-02-30 is not 2 March)", () => {
    for (const value of ["2026-02-30", "2026-02-29T10:00:00Z", "2026-04-31", "1900-02-29", "0000-02-29", "0999-01-01"])
      expect(messages(when, value), value).toEqual([MESSAGES.invalid]);
    expect(when.parse("2028-02-29").toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(when.parse("2000-02-29T23:00:00+03:30").toISOString()).toBe("2000-02-29T19:30:00.000Z");
  });

  it("is still a number schema to the OpenAPI document", () => {
    expect(z.toJSONSchema(days, { io: "input" })).toMatchObject({ type: "integer", minimum: 0, maximum: 365 });
  });
});
