// The check-in screen's service worker (components/checkin/service-worker.ts registers it for
// /dashboard/tour/checkin/ only; docs/checkin.md). Pages: the network first, the stored copy when there
// is no signal. Next's hashed scripts and fonts: the stored copy first (their names change with their
// content). API calls are never cached here: the screen keeps the manifest in IndexedDB itself.
//
// One cache per deploy: the page registers this file as `/checkin-sw.js?deploy=<id>` (the build's
// NEXT_PUBLIC_DEPLOY_ID, scripts/build.ts), so a new deploy is a new worker with a cache of its own, and
// on activate it deletes every earlier deploy's cache, with the hashed scripts only that deploy used;
// without it a phone's storage grew by a build's scripts with every deploy. The prefix is the page's
// CHECKIN_CACHE_PREFIX (components/checkin/service-worker.ts).
const PREFIX = "hamsafar-checkin-";
const CACHE = PREFIX + (new URL(self.location.href).searchParams.get("deploy") || "dev");

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  ),
);

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/fonts/")) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }
  if (request.mode !== "navigate" && !url.pathname.startsWith("/dashboard/tour/checkin/")) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok && url.pathname.startsWith("/dashboard/tour/checkin/")) {
          const copy = response.clone();
          void caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() =>
        caches
          .match(request)
          .then((hit) => hit ?? caches.match(url.pathname))
          .then((hit) => hit ?? Response.error()),
      ),
  );
});
