// Keeps the check-in screen usable without a signal: registers public/checkin-sw.js for the check-in
// pages and puts what this page already loaded (its HTML and scripts) into the worker's cache, since
// the first visit loads them before the worker is there to see them.
export const CHECKIN_CACHE = "hamsafar-checkin-v1";
const SCOPE = "/dashboard/tour/checkin/";

export function registerCheckInWorker() {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  void navigator.serviceWorker
    .register("/checkin-sw.js", { scope: SCOPE })
    .then(async () => {
      const loaded = performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name))
        .filter(
          (u) =>
            u.origin === location.origin &&
            (u.pathname.startsWith("/_next/static/") || u.pathname.startsWith("/fonts/")),
        )
        .map((u) => u.href);
      const cache = await caches.open(CHECKIN_CACHE);
      await Promise.all([location.href, ...new Set(loaded)].map((url) => cache.add(url).catch(() => undefined)));
    })
    .catch(() => undefined);
}
