"use client";
// Above the final save: terms that are accepted but usually a slip (lib/tours/publish-warnings.ts),
// read live from the form, so the leader sees them before publishing and may still publish as is.
import { useWatch } from "react-hook-form";
import type { TourDraft } from "@/components/tour-wizard/tour-draft";
import { formatJalaliDate } from "@/lib/format/date";
import { tehranInstant } from "@/lib/format/tehran-time";
import { publishWarnings } from "@/lib/tours/publish-warnings";

/** The warnings of a draft: its refund rules, and each date group's capacity against its vehicles. */
export function draftWarnings(draft: Pick<TourDraft, "refundRules" | "sessionGroups">): string[] {
  return publishWarnings({
    refundRules: draft.refundRules ?? [],
    sessions: (draft.sessionGroups ?? []).map((group) => ({
      capacity: group.capacity,
      startLabel: group.dates.map((d) => formatJalaliDate(tehranInstant(d.day, "12:00"))).join("، ") || undefined,
      vehicles: group.vehicles,
    })),
  });
}

export function PublishWarnings() {
  const [refundRules, sessionGroups] = useWatch<TourDraft, ["refundRules", "sessionGroups"]>({
    name: ["refundRules", "sessionGroups"],
  });
  const warnings = draftWarnings({ refundRules, sessionGroups });
  if (!warnings.length) return null;
  return (
    <section
      role="status"
      aria-label="پیش از ذخیره نهایی بررسی کنید"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h2 className="mb-2 font-bold">پیش از ذخیره نهایی بررسی کنید</h2>
      <ul className="list-disc space-y-1.5 ps-5" data-testid="publish-warnings">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </section>
  );
}
