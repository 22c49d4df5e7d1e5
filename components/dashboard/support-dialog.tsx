"use client";
// The menus' support entry has no route (spec doc 1 §2): it opens the support contact.
import { formatDigits } from "@/lib/format";
import { Modal } from "@/components/ui";

// Set per deployment; the spec keeps the number as fixed text of the footer without giving it.
const SUPPORT_PHONE = process.env.NEXT_PUBLIC_SUPPORT_PHONE ?? "";

export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="پشتیبانی" onClose={onClose}>
      <p className="text-sm leading-7 text-slate-600">
        برای طرح سؤال یا گزارش مشکل با پشتیبانی همسفر در تماس باشید.
        {SUPPORT_PHONE && (
          <>
            {" "}
            تلفن پشتیبانی:{" "}
            <a href={`tel:${SUPPORT_PHONE}`} dir="ltr" className="font-semibold text-brand-700">
              {formatDigits(SUPPORT_PHONE)}
            </a>
          </>
        )}
      </p>
    </Modal>
  );
}
