// The namespace behind the configured `z` (lib/validation/z.ts): all of zod, except that
// `z.coerce.number()`/`z.coerce.date()` read a number or a date only from what stands for one
// (lib/validation/strict-coerce.ts), and `z.string()` refuses control characters. PostgreSQL refuses NUL in text (a 500 before this rule),
// and no field of the product has a use for the other C0 controls or DEL; tab, line feed and
// carriage return stay allowed (multi-line text areas). One rule here, not one per field.
import { string as zodString, type ZodString } from "zod";

export * from "zod";
export { coerce } from "./strict-coerce";

/** C0 controls except tab (09), line feed (0A) and carriage return (0D); DEL (7F). */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE = "متن شامل نویسهٔ کنترلی غیرمجاز (مانند NUL) است";

export function string(...args: Parameters<typeof zodString>): ZodString {
  return zodString(...args).refine((value) => !CONTROL_CHARACTERS.test(value), {
    message: CONTROL_CHARACTER_MESSAGE,
    abort: true,
  });
}
