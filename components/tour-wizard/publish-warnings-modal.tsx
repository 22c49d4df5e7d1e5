"use client";
// Before the final save: terms that are accepted but usually a slip (lib/tours/publish-warnings.ts)
// are listed, and the leader either goes back to fix them or publishes as they are.
import { Button, Modal } from "@/components/ui";
import type { TourDraft } from "@/components/tour-wizard/tour-draft";
import { formatJalaliDate } from "@/lib/format/date";
import { tehranInstant } from "@/lib/format/tehran-time";
import { publishWarnings } from "@/lib/tours/publish-warnings";

/** The warnings of a draft: its refund rules, and each date group's capacity against its vehicles. */
export function draftWarnings(draft: TourDraft): string[] {
  return publishWarnings({
    refundRules: draft.refundRules,
    sessions: draft.sessionGroups.map((group) => ({
      capacity: group.capacity,
      startLabel: group.dates.map((d) => formatJalaliDate(tehranInstant(d.day, "12:00"))).join("، ") || undefined,
      vehicles: group.vehicles,
    })),
  });
}

export function PublishWarningsModal({ warnings, onClose, onPublish }: { warnings: string[]; onClose: () => void; onPublish: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title="پیش از ذخیره نهایی بررسی کنید"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            بازگشت و اصلاح
          </Button>
          <Button onClick={onPublish}>همین‌طور ذخیره شود</Button>
        </>
      }
    >
      <ul className="list-disc space-y-2 ps-5 text-sm text-amber-900" data-testid="publish-warnings">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </Modal>
  );
}
