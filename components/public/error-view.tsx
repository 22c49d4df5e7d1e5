"use client";
// The not-found and error pages: one message and a way back to the main page of the area the
// visitor was in: the admin panel for admin paths, the dashboard for dashboard paths, and the
// public home of the host they are on (the platform or a sale website) for everything else, so a
// traveller is never sent to a login page.
import { useEffect, useState } from "react";
import { ERROR_TEXT, NOT_FOUND_TEXT } from "./error-texts";

export function homeFor(pathname: string | null): string {
  if (pathname && /^\/adminDashboard(\/|$)/i.test(pathname)) return "/adminDashboard";
  if (pathname && /^\/dashboard(\/|$)/i.test(pathname)) return "/dashboard";
  return "/";
}

/**
 * The message and the way back, without a landmark of its own: it sits inside the page's `<main>`
 * (the public frame, a panel's shell), or the caller wraps it in one (the error pages).
 * `home`: the way back when the page knows its area (a panel's own not-found); else read after mount. */
export function ErrorView({
  kind,
  onRetry,
  home: known,
}: {
  kind: "notFound" | "error";
  onRetry?: () => void;
  home?: string;
}) {
  // The root not-found page is prerendered without the visited path, and React keeps a server
  // attribute that differs at hydration: render the default first, then the address bar's answer.
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(window.location.pathname), []);
  const home = known ?? homeFor(pathname);
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-4 text-center">
      <p className="text-7xl font-black text-brand-500" aria-hidden>
        {kind === "notFound" ? "۴۰۴" : "!"}
      </p>
      <h1 className="text-2xl font-bold text-slate-800">{kind === "notFound" ? NOT_FOUND_TEXT : ERROR_TEXT}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A full load: the error may have come from client state that a soft navigation would keep. */}
        <a href={home} className="btn-primary" data-testid="back-home">
          بازگشت به صفحه اصلی
        </a>
        {onRetry && (
          <button type="button" className="btn-secondary" onClick={onRetry}>
            تلاش دوباره
          </button>
        )}
      </div>
    </div>
  );
}
