"use client";
// Thin progress bar during client navigation: shown only when a navigation takes over 200 ms.
// nprogress itself loads on the first slow navigation, so a page that is only read never fetches it.
import { usePathname, useSearchParams } from "next/navigation";
import type NProgressType from "nprogress";
import { Suspense, useEffect } from "react";

const THROTTLE_MS = 200;
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;
let loaded: Promise<typeof NProgressType> | null = null;

function nprogress() {
  loaded ??= import("nprogress").then((m) => {
    // nprogress's own template marks the bar role="bar", which is no ARIA role (axe: aria-roles).
    m.default.configure({
      showSpinner: false,
      trickleSpeed: 200,
      barSelector: ".bar",
      template: '<div class="bar" role="progressbar" aria-label="در حال بارگذاری صفحه"><div class="peg"></div></div>',
    });
    return m.default;
  });
  return loaded;
}

export function startProgress() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    running = true;
    void nprogress().then((bar) => {
      if (running) bar.start();
    });
  }, THROTTLE_MS);
}

export function doneProgress() {
  clearTimeout(timer);
  if (!running) return;
  running = false;
  void nprogress().then((bar) => bar.done());
}

function ProgressListener() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as HTMLElement | null)?.closest?.("a");
      if (!anchor || anchor.target === "_blank" || event.metaKey || event.ctrlKey || event.button !== 0) return;
      const href = anchor.getAttribute("href");
      if (!href || href.startsWith("#") || !href.startsWith("/")) return;
      // A file (an Excel export, a ticket's PDF) downloads without navigating: the bar would never finish.
      if (anchor.hasAttribute("download")) return;
      const next = new URL(href, window.location.href);
      if (next.pathname + next.search !== window.location.pathname + window.location.search) startProgress();
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  useEffect(() => {
    doneProgress();
  }, [pathname, searchParams]);
  return null;
}

export function NavigationProgress() {
  return (
    <Suspense fallback={null}>
      <ProgressListener />
    </Suspense>
  );
}
