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

  it("is still a number schema to the OpenAPI document", () => {
    expect(z.toJSONSchema(days, { io: "input" })).toMatchObject({ type: "integer", minimum: 0, maximum: 365 });
  });
});
