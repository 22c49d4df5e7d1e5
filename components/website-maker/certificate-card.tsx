"use client";
// The certificate (licence) photo shown at /certificate on the site.
import { useState } from "react";
import { toast } from "react-toastify";
import { Button } from "@/components/ui";
import { WEBSITE_TOASTS } from "@/lib/websites/messages";
import { websiteApi, type MyWebsite } from "./website-api";

export function CertificateCard({ site, onChanged }: { site: MyWebsite; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>, message: string) {
    setBusy(true);
    try {
      await action();
      toast.success(message);
      onChanged();
    } catch {
      // toasts shown by the client
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card flex flex-col gap-3" aria-label="تصویر مجوز">
      <h2 className="text-lg font-bold">تصویر مجوز</h2>
      {site.certificatePhoto && (
        // eslint-disable-next-line @next/next/no-img-element -- stored, already resized webp
        <img
          src={site.certificatePhoto}
          alt="تصویر مجوز"
          className="max-h-48 w-fit rounded-lg border border-slate-200"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="btn-secondary cursor-pointer">
          {site.certificatePhoto ? "تغییر تصویر" : "بارگذاری تصویر"}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file)
                void run(() => websiteApi.uploadCertificate(file, site.subDomain), WEBSITE_TOASTS.certificateUploaded);
            }}
          />
        </label>
        {site.certificatePhoto && (
          <Button
            variant="secondary"
            loading={busy}
            onClick={() => void run(() => websiteApi.deleteCertificate(site.id), "تصویر حذف شد.")}
          >
            حذف
          </Button>
        )}
      </div>
    </section>
  );
}
