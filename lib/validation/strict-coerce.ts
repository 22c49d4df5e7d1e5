// `z.coerce` of the project (lib/validation/zod-namespace.ts): the same as zod's, except that a number
// or a date is read only from what stands for one. zod's coercion runs Number()/new Date() on anything,
// so a JSON `null` became 0 (a refund rule's `daysBefore`), `true` 1, `[5]` 5, `""` 0 and a number a
// date — values changed silently, and accepted where the OpenAPI document says `number` or a date-time
// string (the contract fuzzer, tests/api/contract-fuzz.int.test.ts, sent them). Text still coerces (a
// query, a path, a form field arrives as text) when it is a decimal numeral; blank text is a missing value.
import { coerce as zodCoerce, core, ZodDate, ZodNumber } from "zod";
import { namesRealDay } from "./calendar-date";

type Payload = core.ParsePayload<unknown>;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A class like `Base` whose coercion first refuses what `accepts` does not take (a clone keeps the rule). */
function guarded<T extends core.$ZodType>(
  name: string,
  base: core.$constructor<T>,
  expected: "number" | "date",
  accepts: (value: unknown) => boolean,
) {
  return core.$constructor(name, (inst: T, def: T["_zod"]["def"]) => {
    base.init(inst, def);
    const parse = inst._zod.parse;
    inst._zod.parse = (payload: Payload, ctx) => {
      const value = payload.value;
      if (blank(value) || !accepts(value)) {
        // A blank value reads as absent: the required message, not "not valid".
        payload.issues.push({ code: "invalid_type", expected, input: blank(value) ? undefined : value, inst });
        return payload;
      }
      return parse(payload, ctx);
    };
  }) as unknown as core.$constructor<T>;
}

/**
 * Text read as a number is a decimal numeral (surrounding blanks allowed): Number() also reads "0x4E20" as 20000,
 * "1e4" as 10000, "+5", "Infinity" and "0b101", values no form sends and a careless client means otherwise.
 */
const DECIMAL = /^\s*-?\d+(?:\.\d+)?\s*$/;
const CoercedNumber = guarded(
  "HamsafarCoercedNumber",
  ZodNumber,
  "number",
  (value) =>
    typeof value === "number" || typeof value === "bigint" || (typeof value === "string" && DECIMAL.test(value)),
);
/** An ISO 8601 date or date-time of a real day as text (the engine's parser would also read `9@`, `March 5` or 2026-02-30), or a Date. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:?\d{2})?)?$/;
const CoercedDate = guarded(
  "HamsafarCoercedDate",
  ZodDate,
  "date",
  (value) => value instanceof Date || (typeof value === "string" && ISO_DATE.test(value.trim()) && namesRealDay(value)),
);

export const coerce: typeof zodCoerce = {
  ...zodCoerce,
  number: (params?: Parameters<typeof zodCoerce.number>[0]) => core._coercedNumber(CoercedNumber, params),
  date: (params?: Parameters<typeof zodCoerce.date>[0]) => core._coercedDate(CoercedDate, params),
} as typeof zodCoerce;
