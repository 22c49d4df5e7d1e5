"use client";
// An operator who opens /dashboard?impersonate=true&userId=ID (spec doc 1 §4) first gets an
// impersonation token for that user; once the cookie is set, the dashboard renders as that user.
// Any other visit of an operator to the dashboard goes back to the admin panel.
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { api } from "@/lib/client/api-client";
import * as accounts from "@/lib/client/endpoints/accounts";
import { endImpersonation, keepImpersonationToken } from "@/lib/auth/impersonation-actions";
import { impersonationTarget } from "./impersonation-target";

export function ImpersonationEntry() {
  const router = useRouter();
  const search = useSearchParams();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const userId = impersonationTarget(new URLSearchParams(search.toString()));
    (async () => {
      if (!userId) {
        // An expired impersonation leaves the operator here: drop the stale cookie on the way out.
        await endImpersonation();
        router.replace("/adminDashboard");
        return;
      }
      try {
        const { impersonationToken } = await api.call(accounts.impersonateContract, {
          params: { userId },
        });
        if (!(await keepImpersonationToken(impersonationToken))) throw new Error("token refused");
        router.replace("/dashboard");
        router.refresh();
      } catch {
        setFailed(true);
      }
    })();
  }, [router, search]);

  return (
    <div className="flex min-h-screen items-center justify-center p-6 text-center text-sm text-slate-600">
      {failed ? (
        <div className="flex flex-col items-center gap-3">
          <p>ورود به داشبورد این کاربر ممکن نشد.</p>
          <button type="button" className="btn-secondary" onClick={() => router.replace("/adminDashboard")}>
            بازگشت به پنل مدیریت
          </button>
        </div>
      ) : (
        <p role="status">در حال ورود به داشبورد کاربر…</p>
      )}
    </div>
  );
}
