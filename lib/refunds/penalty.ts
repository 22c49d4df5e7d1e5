// The cancellation penalty of the tour's refund rules (pure; unit-tested). Days before are counted
// in Tehran calendar days between today and the session's start day: a rule "N days before, P%"
// applies from N days before the start on, and the nearest applicable rule wins (the defaults:
// 10 days 10%, 6 days 30%, 3 days 60%, 1 day 100%). Earlier than every rule's threshold: 0%.
// From the session's start on, a ticket is no longer cancellable.
import { TEHRAN_TIME_ZONE } from "@/lib/format/date";

export interface RefundRule {
  daysBefore: number;
  penaltyPercent: number;
}

const tehranDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: TEHRAN_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Calendar days from `now`'s Tehran date to `start`'s Tehran date. */
export function tehranDaysBetween(now: Date, start: Date): number {
  const day = (d: Date) => {
    const [y, m, dd] = tehranDay.format(d).split("-").map(Number);
    return Date.UTC(y, m - 1, dd);
  };
  return Math.round((day(start) - day(now)) / 86_400_000);
}

/** A ticket's penalty percent now: null when its tour was cancelled or its session has started. */
export function penaltyNow(
  t: { tour: { status: string; refundRules: RefundRule[] }; session: { startTime: Date } },
  now = new Date(),
): number | null {
  if (t.tour.status === "Cancelled") return null;
  return currentPenaltyPercent(t.tour.refundRules, t.session.startTime, now);
}

/** The penalty percent now, or null when the session has started (not cancellable). */
export function currentPenaltyPercent(rules: RefundRule[], sessionStart: Date, now = new Date()): number | null {
  if (now >= sessionStart) return null;
  const days = tehranDaysBetween(now, sessionStart);
  const applicable = rules.filter((r) => days <= r.daysBefore).sort((a, b) => a.daysBefore - b.daysBefore);
  return applicable.length ? applicable[0].penaltyPercent : 0;
}

/** What comes back of `paid` at `percent` penalty (the penalty is rounded in the traveller's favour). */
export function refundableAmount(paid: bigint, percent: number): bigint {
  return paid - (paid * BigInt(percent)) / 100n;
}
