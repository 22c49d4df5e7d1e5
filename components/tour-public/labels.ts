// Persian labels of the public tour page (spec doc 2 §4: "event, round (patrol) or tour").
import type { TourType } from "@/lib/db/generated/enums";
import { toPersianDigits } from "@/lib/format/digits";

export const TOUR_TYPE_LABELS: Record<TourType, string> = {
  SimpleTour: "تور",
  PeriodicTour: "گشت",
  Event: "رویداد",
};

/** 'تا ۱۰ روز مانده: ۱۰٪ جریمه' */
export function refundRuleText(rule: { daysBefore: number; penaltyPercent: number }): string {
  return `تا ${toPersianDigits(rule.daysBefore)} روز مانده: ${toPersianDigits(rule.penaltyPercent)}٪ جریمه`;
}

/** Rules sorted as the spec shows them: daysBefore descending. */
export function sortedRefundRules<T extends { daysBefore: number }>(rules: readonly T[]): T[] {
  return [...rules].sort((a, b) => b.daysBefore - a.daysBefore);
}

export const AGE_GROUP_TITLES = { Adult: "بزرگسال", Child: "کودک", Infant: "نوزاد" } as const;
