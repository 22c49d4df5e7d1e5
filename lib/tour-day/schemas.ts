// The leader's settings of a tour's waiting list and reminders, as typed: out-of-range is refused, never clamped.
import { toLatinDigits } from "@/lib/format/digits";
import { CLOCK_TIME_PATTERN } from "@/lib/validation/patterns";
import { z } from "@/lib/validation/z";
import { MAX_HOLD_MINUTES, MIN_HOLD_MINUTES } from "./constants";
import { TOUR_DAY_MESSAGES as M } from "./messages";

export const daySettingsBodySchema = z.object({
  holdMinutes: z.coerce
    .number()
    .int(M.holdMinutesRange(MIN_HOLD_MINUTES, MAX_HOLD_MINUTES))
    .min(MIN_HOLD_MINUTES, M.holdMinutesRange(MIN_HOLD_MINUTES, MAX_HOLD_MINUTES))
    .max(MAX_HOLD_MINUTES, M.holdMinutesRange(MIN_HOLD_MINUTES, MAX_HOLD_MINUTES)),
  remindersOn: z.boolean(),
  /** Tehran clock time on the day before departure, "HH:mm". */
  reminderTime: z
    .string()
    .trim()
    .meta({ pattern: CLOCK_TIME_PATTERN })
    .transform((v) => toLatinDigits(v))
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), M.reminderTime),
});
export type DaySettingsBody = z.output<typeof daySettingsBodySchema>;

export const daySettingsResponse = z.object({
  holdMinutes: z.number().int(),
  remindersOn: z.boolean(),
  reminderTime: z.string(),
});
