// The one rule for dates in queries (list filters), shared by the server's contracts and the browser's
// forms (hence here, not in lib/http).
import { namesRealDay } from "./calendar-date";
import { DATE_TIME_PATTERN } from "./patterns";
import { z } from "./z";

const blank = (v: unknown) => (v === "" || v === undefined || v === null ? undefined : v);

/**
 * An ISO 8601 date (`2026-03-20`) or date-time (`2026-03-20T08:30:00Z`, an offset or none). Anything
 * else (`9@`, `1403/01/01`) is refused with the field's name, never read by the engine's lenient
 * date parser (which takes `9@` for September 2001) nor dropped as if absent. The OpenAPI document
 * shows the same rule as its `pattern` (lib/validation/patterns.ts).
 */
export const DATE_TIME_MESSAGE = "تاریخ معتبر نیست (قالب ISO 8601، مانند 2026-03-20T08:30:00Z)";
export const dateTimeQuery = z
  .string()
  .trim()
  .regex(new RegExp(DATE_TIME_PATTERN), DATE_TIME_MESSAGE)
  .transform((value, ctx) => {
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value.replace(" ", "T"));
    if (Number.isNaN(date.getTime()) || !namesRealDay(value)) {
      ctx.addIssue({ code: "custom", message: DATE_TIME_MESSAGE });
      return z.NEVER;
    }
    return date;
  });
export const queryDate = z.preprocess(blank, dateTimeQuery.optional());
