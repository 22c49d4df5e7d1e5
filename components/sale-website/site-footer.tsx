"use client";
// A site's footer: policies modal, suggestions and complaints modal (POST /api/Suggestions/Create),
// the owner's social links, a share action and the WhatsApp button (98 + mobile without its 0).
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MobileInput } from "@/components/ui/mobile-input";
import { Modal } from "@/components/ui/modal";
import { apiClient } from "@/lib/client/api-client";
import { WEBSITE_TOASTS } from "@/lib/websites/messages";

interface FooterProps {
  brand: string;
  ownerId: number;
  mobile: string;
  email: string | null;
  telegram: string | null;
  instagram: string | null;
  policy: string;
}

export const whatsappLink = (mobile: string) => `https://wa.me/98${mobile.replace(/^0/, "")}`;

const socialHandle = (value: string) => value.replace(/^@/, "").replace(/^https?:\/\/[^/]+\//, "");

function SuggestionForm({ ownerId, email, onSent }: { ownerId: number; email: string | null; onSent: () => void }) {
  const [sending, setSending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    try {
      await apiClient.post("/api/Suggestions/Create", {
        anonymous: true,
        body: {
          title: form.get("title"),
          text: form.get("text") || null,
          fullName: form.get("fullName"),
          mobile: form.get("mobile"),
          leaderEmail: email,
          leaderId: ownerId,
        },
      });
      toast.success(WEBSITE_TOASTS.suggestionSent);
      onSent();
    } catch {
      // the client showed the errors
    } finally {
      setSending(false);
    }
  }
  return (
    <form onSubmit={submit} className="space-y-3">
      <FormField label="عنوان" htmlFor="s-title" required>
        <Input id="s-title" name="title" required maxLength={200} />
      </FormField>
      <FormField label="نام و نام خانوادگی" htmlFor="s-name" required>
        <Input id="s-name" name="fullName" required maxLength={100} />
      </FormField>
      <FormField label="موبایل" htmlFor="s-mobile" required>
        <MobileInput id="s-mobile" name="mobile" required />
      </FormField>
      <FormField label="متن" htmlFor="s-text">
        <textarea id="s-text" name="text" maxLength={5000} rows={4} className="w-full rounded-lg border border-slate-200 p-2 text-sm" />
      </FormField>
      <Button type="submit" loading={sending} className="w-full">
        ارسال
      </Button>
    </form>
  );
}

export function SiteFooter({ brand, ownerId, mobile, email, telegram, instagram, policy }: FooterProps) {
  const [open, setOpen] = useState<"policy" | "suggestion" | null>(null);
  async function share() {
    const data = { title: brand, url: window.location.href };
    if (navigator.share) await navigator.share(data).catch(() => {});
    else {
      await navigator.clipboard?.writeText(data.url).catch(() => {});
      toast.success("پیوند سایت کپی شد.");
    }
  }
  const linkLook = "text-sm text-white/90 underline-offset-4 hover:underline";
  return (
    <footer className="mt-10 bg-[var(--site-primary,#0f766e)] px-4 py-6 text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
        <p className="font-bold">{brand}</p>
        <nav className="flex flex-wrap items-center gap-4" aria-label="پیوندهای پایین صفحه">
          <button type="button" className={linkLook} onClick={() => setOpen("policy")}>
            قوانین و مقررات
          </button>
          <button type="button" className={linkLook} onClick={() => setOpen("suggestion")}>
            انتقادات و پیشنهادات
          </button>
          {instagram && (
            <a className={linkLook} href={`https://instagram.com/${socialHandle(instagram)}`} rel="noopener noreferrer" target="_blank">
              اینستاگرام
            </a>
          )}
          {telegram && (
            <a className={linkLook} href={`https://t.me/${socialHandle(telegram)}`} rel="noopener noreferrer" target="_blank">
              تلگرام
            </a>
          )}
          <button type="button" className={linkLook} onClick={share}>
            اشتراک‌گذاری
          </button>
        </nav>
      </div>
      <a
        href={whatsappLink(mobile)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="گفتگو در واتس‌اپ"
        data-testid="whatsapp-button"
        className="fixed bottom-4 left-4 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-green-500 text-white shadow-lg"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6 fill-current" aria-hidden>
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.2 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.8 0-1.4.7-2 1-2.3.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.4.6-.3.4c-.1.1-.3.3-.1.6.2.3.7 1.2 1.5 1.9 1 .9 1.9 1.2 2.2 1.3.3.1.4.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.6-.1 1.3Z" />
        </svg>
      </a>
      <Modal open={open === "policy"} onClose={() => setOpen(null)} title="قوانین و مقررات">
        <p className="whitespace-pre-line text-sm leading-7 text-slate-700">{policy || "قوانینی ثبت نشده است."}</p>
      </Modal>
      <Modal open={open === "suggestion"} onClose={() => setOpen(null)} title="انتقادات و پیشنهادات">
        <SuggestionForm ownerId={ownerId} email={email} onSent={() => setOpen(null)} />
      </Modal>
    </footer>
  );
}
