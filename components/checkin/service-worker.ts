// Keeps the check-in screen usable without a signal: registers public/checkin-sw.js for the check-in
// pages and puts what this page already loaded (its HTML and scripts) into the worker's cache, since
// the first visit loads them before the worker is there to see them. The worker and its cache are
// named by the deploy (NEXT_PUBLIC_DEPLOY_ID, set by scripts/build.ts): a new deploy's worker deletes the
// caches of earlier ones (public/checkin-sw.js).
export const CHECKIN_CACHE_PREFIX = "hamsafar-checkin-";
const SCOPE = "/dashboard/tour/checkin/";

/** This deploy's id: inlined by the build; `dev` under next dev or a plain `next build`. */
export function deployId(): string {
  // Not a setting read at start (lib/config/env.ts is the server's): a constant the build writes into this code.
  // eslint-disable-next-line no-restricted-properties -- NEXT_PUBLIC_ value inlined by the build
  return process.env.NEXT_PUBLIC_DEPLOY_ID || "dev";
}

/** The cache the worker of deploy `id` keeps the screen in. */
export function checkinCacheName(id: string): string {
  return CHECKIN_CACHE_PREFIX + id;
}

export function registerCheckInWorker() {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  void navigator.serviceWorker
    .register(`/checkin-sw.js?deploy=${encodeURIComponent(deployId())}`, { scope: SCOPE })
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
      const cache = await caches.open(checkinCacheName(deployId()));
      await Promise.all([location.href, ...new Set(loaded)].map((url) => cache.add(url).catch(() => undefined)));
    })
    .catch(() => undefined);
}
