"use client";
// The footer's modals (loaded on the first click by site-footer-actions.tsx): the owner's policies,
// and the suggestions and complaints form (POST /api/Suggestions/Create); its toasts go to the site
// layout's outlet (LazyToasts).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MobileInput } from "@/components/ui/mobile-input";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/client/api-client";
import * as contacts from "@/lib/client/endpoints/contacts";
import { WEBSITE_TOASTS } from "@/lib/websites/messages";

export type FooterDialog = "policy" | "suggestion";

function SuggestionForm({ ownerId, email, onSent }: { ownerId: number; email: string | null; onSent: () => void }) {
  const [sending, setSending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    try {
      await api.call(contacts.sendSuggestionContract, {
        anonymous: true,
        body: {
          title: String(form.get("title") ?? ""),
          text: String(form.get("text") ?? "") || null,
          fullName: String(form.get("fullName") ?? ""),
          mobile: String(form.get("mobile") ?? ""),
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
        <textarea
          id="s-text"
          name="text"
          maxLength={5000}
          rows={4}
          className="w-full rounded-lg border border-slate-200 p-2 text-sm"
        />
      </FormField>
      <Button type="submit" loading={sending} className="w-full">
        ارسال
      </Button>
    </form>
  );
}

interface Props {
  open: FooterDialog | null;
  onClose: () => void;
  ownerId: number;
  email: string | null;
  policy: string;
}

export default function SiteFooterDialogs({ open, onClose, ownerId, email, policy }: Props) {
  return (
    <>
      <Modal open={open === "policy"} onClose={onClose} title="قوانین و مقررات">
        <p className="whitespace-pre-line text-sm leading-7 text-slate-700">{policy || "قوانینی ثبت نشده است."}</p>
      </Modal>
      <Modal open={open === "suggestion"} onClose={onClose} title="انتقادات و پیشنهادات">
        <SuggestionForm ownerId={ownerId} email={email} onSent={onClose} />
      </Modal>
    </>
  );
}
