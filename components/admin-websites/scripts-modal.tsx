"use client";
// The script-approval modal: each owner element (head, body, footers) with its text and approval
// switch ("scripts approved").
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, Modal } from "@/components/ui";
import { WEBSITE_TOASTS } from "@/lib/websites/messages";
import { adminWebsitesApi, type AdminSite, type ScriptElement } from "./admin-websites-api";

const LABELS: Record<ScriptElement, string> = { head: "بخش head", body: "بخش body", footers: "پایین صفحه" };

export function ScriptsModal({
  site,
  onClose,
  onChanged,
}: {
  site: AdminSite;
  onClose: () => void;
  onChanged: (site: AdminSite) => void;
}) {
  const [busy, setBusy] = useState<ScriptElement | null>(null);
  async function toggle(element: ScriptElement) {
    setBusy(element);
    try {
      const next = await adminWebsitesApi.toggleScript(site.userId, element);
      toast.success(next.scripts[element].approved ? WEBSITE_TOASTS.scriptsApproved : WEBSITE_TOASTS.changeApplied);
      onChanged(next);
    } catch {
      // toasts shown by the client
    } finally {
      setBusy(null);
    }
  }
  return (
    <Modal open onClose={onClose} title={`اسکریپت‌های ${site.subDomain}`}>
      <div className="flex flex-col gap-4">
        {(Object.keys(LABELS) as ScriptElement[]).map((element) => {
          const script = site.scripts[element];
          return (
            <section key={element} className="flex flex-col gap-2" data-testid={`script-${element}`}>
              <h3 className="text-sm font-bold">{LABELS[element]}</h3>
              {script.content ? (
                <pre
                  dir="ltr"
                  className="max-h-40 overflow-auto rounded-lg bg-slate-100 p-2 text-xs whitespace-pre-wrap"
                >
                  {script.content}
                </pre>
              ) : (
                <p className="text-xs text-slate-500">خالی</p>
              )}
              {script.content && (
                <Button
                  variant={script.approved ? "secondary" : "primary"}
                  className="self-start"
                  loading={busy === element}
                  onClick={() => void toggle(element)}
                >
                  {script.approved ? "لغو تایید" : "تایید"}
                </Button>
              )}
            </section>
          );
        })}
      </div>
    </Modal>
  );
}
