"use client";
// Confirms the e-mail link once on arrival and shows the outcome on the page itself.
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/client/api-client";
import { accountsApi } from "@/components/public/auth/accounts-api";

type State = { kind: "pending" } | { kind: "done" } | { kind: "failed"; messages: string[] };

export const EMAIL_VERIFIED = "ایمیل شما با موفقیت تأیید شد.";
const NO_TOKEN = "لینک تأیید ایمیل معتبر نیست.";

export function VerifyEmail({ token, home }: { token: string | null; home: string }) {
  const [state, setState] = useState<State>(token ? { kind: "pending" } : { kind: "failed", messages: [NO_TOKEN] });
  // Strict mode runs effects twice in development; the token must be spent only once.
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    accountsApi()
      .verifyUserMail(token)
      .then(() => setState({ kind: "done" }))
      .catch((error: unknown) =>
        setState({ kind: "failed", messages: error instanceof ApiClientError ? error.errors : [NO_TOKEN] }),
      );
  }, [token]);

  return (
    <div className="space-y-6" aria-live="polite">
      {state.kind === "pending" && (
        <p className="flex items-center gap-3 text-slate-600">
          <Spinner className="text-brand-600" /> در حال تأیید ایمیل…
        </p>
      )}
      {state.kind === "done" && (
        <p className="rounded-lg bg-brand-50 p-4 font-medium text-brand-700">{EMAIL_VERIFIED}</p>
      )}
      {state.kind === "failed" && (
        <ul className="space-y-1 rounded-lg bg-red-50 p-4 text-sm text-red-700">
          {state.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {state.kind !== "pending" && (
        <a href={home} className="btn-primary w-full">
          ورود به پنل
        </a>
      )}
    </div>
  );
}
