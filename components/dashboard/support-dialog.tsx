"use client";
// The menus' support entry has no route (spec doc 1 §2): it opens the support contact, the same
// fixed phone and address as the public footer.
import { SITE_INFO } from "@/components/public/site-info";
import { Modal } from "@/components/ui";

export function SupportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="پشتیبانی" onClose={onClose}>
      <p className="text-sm leading-7 text-slate-600">
        برای طرح سؤال یا گزارش مشکل با پشتیبانی همسفر در تماس باشید. تلفن پشتیبانی:{" "}
        <a href={SITE_INFO.supportPhoneHref} dir="ltr" className="font-semibold text-brand-700">
          {SITE_INFO.supportPhone}
        </a>
      </p>
      <p className="mt-2 text-sm leading-7 text-slate-600">نشانی: {SITE_INFO.address}</p>
    </Modal>
  );
}
