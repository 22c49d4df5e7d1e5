"use client";
// The footer's buttons: policies, suggestions and complaints, share. Kept tiny: the modals, the
// suggestion form and the API client are one chunk loaded on the first click (site-footer-dialogs.tsx).
import { lazy, Suspense, useState } from "react";
import type { FooterDialog } from "./site-footer-dialogs";

const SiteFooterDialogs = lazy(() => import("./site-footer-dialogs"));

interface Props {
  brand: string;
  ownerId: number;
  email: string | null;
  policy: string;
  linkClassName: string;
}

export function SiteFooterActions({ brand, ownerId, email, policy, linkClassName }: Props) {
  const [open, setOpen] = useState<FooterDialog | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [copied, setCopied] = useState(false);
  const show = (dialog: FooterDialog) => {
    setLoaded(true);
    setOpen(dialog);
  };
  async function share() {
    const data = { title: brand, url: window.location.href };
    if (navigator.share) await navigator.share(data).catch(() => {});
    else {
      await navigator.clipboard?.writeText(data.url).catch(() => {});
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    }
  }
  return (
    <>
      <button type="button" className={linkClassName} onClick={() => show("policy")}>
        قوانین و مقررات
      </button>
      <button type="button" className={linkClassName} onClick={() => show("suggestion")}>
        انتقادات و پیشنهادات
      </button>
      <button type="button" className={linkClassName} onClick={share} aria-live="polite">
        {copied ? "پیوند سایت کپی شد." : "اشتراک‌گذاری"}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SiteFooterDialogs
            open={open}
            onClose={() => setOpen(null)}
            ownerId={ownerId}
            email={email}
            policy={policy}
          />
        </Suspense>
      )}
    </>
  );
}
