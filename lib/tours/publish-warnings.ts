// What a leader is warned about before publishing (issue 22): terms the API accepts because they
// may be meant, but that usually are a slip. Refund penalties that fall as the tour nears, and a
// session whose capacity differs from the seats of its vehicles (sales stop at the smaller one,
// and the seat map would offer seats nobody can buy). Pure: the wizard shows them, tests read them.
import { toPersianDigits } from "@/lib/format/digits";
import type { TransportType } from "@/lib/db/generated/enums";
import { vehicleCapacity } from "./seat-maps";

export interface WarnedTerms {
  refundRules: { daysBefore?: number | null; penaltyPercent?: number | null }[];
  sessions: {
    capacity?: number | null;
    startLabel?: string;
    vehicles?: { vehicleType: TransportType; capacity?: number | null }[];
  }[];
}

const fa = (n: number) => toPersianDigits(n);

export function refundRuleWarnings(rules: WarnedTerms["refundRules"]): string[] {
  const known = rules
    .filter(
      (r): r is { daysBefore: number; penaltyPercent: number } =>
        typeof r.daysBefore === "number" && typeof r.penaltyPercent === "number",
    )
    .sort((a, b) => b.daysBefore - a.daysBefore);
  const warnings: string[] = [];
  for (let i = 1; i < known.length; i++) {
    const [earlier, later] = [known[i - 1], known[i]];
    if (later.penaltyPercent < earlier.penaltyPercent) {
      warnings.push(
        `قوانین استرداد: جریمه ${fa(later.daysBefore)} روز قبل از تور (${fa(later.penaltyPercent)}٪) کمتر از جریمه ${fa(earlier.daysBefore)} روز قبل (${fa(earlier.penaltyPercent)}٪) است؛ معمولاً جریمه با نزدیک شدن تور بیشتر می‌شود.`,
      );
    }
  }
  return warnings;
}

export function capacityWarnings(sessions: WarnedTerms["sessions"]): string[] {
  const warnings: string[] = [];
  sessions.forEach((session, index) => {
    if (typeof session.capacity !== "number" || !session.vehicles?.length) return;
    const seats = session.vehicles.reduce(
      (sum, v) => sum + vehicleCapacity(v.vehicleType, v.capacity, session.capacity!),
      0,
    );
    if (seats === session.capacity) return;
    const which = session.startLabel ?? `ردیف ${fa(index + 1)}`;
    warnings.push(
      seats > session.capacity
        ? `ظرفیت تاریخ ${which} (${fa(session.capacity)} نفر) کمتر از جای وسایل نقلیه آن (${fa(seats)} صندلی) است؛ فروش با ${fa(session.capacity)} نفر متوقف می‌شود و ${fa(seats - session.capacity)} صندلی خالی می‌ماند.`
        : `ظرفیت تاریخ ${which} (${fa(session.capacity)} نفر) بیشتر از جای وسایل نقلیه آن (${fa(seats)} صندلی) است؛ فقط ${fa(seats)} نفر جا دارند.`,
    );
  });
  return warnings;
}

export function publishWarnings(terms: WarnedTerms): string[] {
  return [...refundRuleWarnings(terms.refundRules), ...capacityWarnings(terms.sessions)];
}
