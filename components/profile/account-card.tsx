"use client";
// The account's own id and public profile link, and the email's verification state with the
// "send the verification mail" action (POST /api/Users/SendVerificationMailToUser).
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import type { Profile } from "@/components/dashboard/profile";
import { Button } from "@/components/ui";
import { api } from "@/lib/client/api-client";
import * as accounts from "@/lib/client/endpoints/accounts";
import { formatDigits } from "@/lib/format";

export const VERIFICATION_MAIL_SENT = "ایمیل تایید ارسال شد؛ صندوق ایمیل خود را ببینید.";

export function AccountCard({ profile }: { profile: Profile }) {
  const send = useMutation({
    mutationFn: () => api.call(accounts.sendVerificationMailContract),
    onSuccess: () => toast.success(VERIFICATION_MAIL_SENT),
  });
  return (
    <section className="card flex flex-col gap-3 text-sm" aria-label="حساب من" data-testid="account-card">
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <p>
          شناسه حساب: <strong data-testid="account-id">{formatDigits(profile.id)}</strong>
        </p>
        <p className="min-w-0">
          لینک صفحه شما:{" "}
          <a
            href={profile.profileUrl}
            target="_blank"
            rel="noreferrer"
            dir="ltr"
            className="break-all text-brand-600 underline"
            data-testid="profile-link"
          >
            {profile.profileUrl}
          </a>
        </p>
      </div>
      {profile.email && (
        <div className="flex flex-wrap items-center gap-3">
          <span dir="ltr">{profile.email}</span>
          {profile.emailVerified ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">ایمیل تایید شده</span>
          ) : (
            <>
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800">ایمیل تایید نشده</span>
              <Button variant="secondary" loading={send.isPending} onClick={() => send.mutate()}>
                ارسال ایمیل تایید
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
