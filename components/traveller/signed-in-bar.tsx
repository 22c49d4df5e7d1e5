"use client";
// Who is signed in to /my, and the way out (the session ends on the server, not only in the browser).
import { useState } from "react";
import { toPersianDigits } from "@/lib/format/digits";
import { myApi } from "./my-api";

export function SignedInBar({ mobile, onSignedOut }: { mobile: string; onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await myApi.signOut();
      onSignedOut();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 print:hidden" data-testid="my-signed-in">
      <p className="text-sm text-slate-700">
        واردشده با <bdi dir="ltr">{toPersianDigits(mobile)}</bdi>
      </p>
      <button type="button" className="btn-secondary btn-sm" onClick={() => void signOut()} disabled={busy}>
        خروج
      </button>
    </div>
  );
}
