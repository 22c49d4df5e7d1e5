"use client";
// A script chunk that fails to load (after a deploy) reloads the page, at most once per 60 s.
import { useEffect } from "react";

const KEY = "hamsafar.chunkReloadAt";

export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const reason = "reason" in event ? event.reason : event.error;
      const text = String(reason?.name ?? "") + String(reason?.message ?? "");
      if (!/ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module/i.test(text)) return;
      const last = Number(sessionStorage.getItem(KEY) ?? 0);
      if (Date.now() - last < 60_000) return;
      sessionStorage.setItem(KEY, String(Date.now()));
      window.location.reload();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onError);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onError);
    };
  }, []);
  return null;
}
