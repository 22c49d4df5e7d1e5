// The check-in worker (public/checkin-sw.js) run in a VM context with a fake CacheStorage: it keeps the
// screen in its deploy's cache and, on activate, deletes the caches of earlier deploys (with their
// /_next/static/ scripts), so a phone's storage does not grow with every deploy; and the page names the
// same cache the worker fills.
import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { checkinCacheName } from "./service-worker";

const SOURCE = readFileSync(path.resolve(import.meta.dirname, "../../public/checkin-sw.js"), "utf8");
const ORIGIN = "https://hamsafar.test";

class FakeCacheStorage {
  readonly stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return {
      put: async (request: Request | string, response: Response) => {
        store.set(typeof request === "string" ? request : request.url, response);
      },
    };
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(request: Request | string) {
    const url = typeof request === "string" ? new URL(request, ORIGIN).href : request.url;
    for (const store of this.stores.values()) if (store.has(url)) return store.get(url);
    return undefined;
  }
}

type Listener = (event: unknown) => void;

function startWorker(scriptUrl: string, caches: FakeCacheStorage) {
  const listeners = new Map<string, Listener>();
  let claimed = 0;
  const context = {
    self: {
      location: new URL(scriptUrl, ORIGIN),
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      skipWaiting: () => undefined,
      clients: { claim: async () => void claimed++ },
    },
    caches,
    fetch: async (request: Request) => new Response(`body of ${request.url}`, { status: 200 }),
    URL,
    Response,
    Promise,
  };
  vm.runInNewContext(SOURCE, context);
  return {
    claimed: () => claimed,
    async activate() {
      let done: Promise<unknown> = Promise.resolve();
      listeners.get("activate")!({ waitUntil: (p: Promise<unknown>) => (done = p) });
      await done;
    },
    async fetch(url: string) {
      let answer: Promise<Response> | undefined;
      listeners.get("fetch")!({
        request: new Request(new URL(url, ORIGIN)),
        respondWith: (p: Promise<Response>) => (answer = p),
      });
      const response = await answer;
      await new Promise((r) => setTimeout(r, 0)); // the copy is put after the answer
      return response;
    },
  };
}

describe("check-in service worker", () => {
  it("keeps a deploy's scripts in that deploy's cache, the one the page opens", async () => {
    const caches = new FakeCacheStorage();
    const worker = startWorker("/checkin-sw.js?deploy=abc123", caches);
    await worker.fetch("/_next/static/chunks/app-1.js");
    expect([...caches.stores.keys()]).toEqual([checkinCacheName("abc123")]);
    expect([...caches.stores.get("hamsafar-checkin-abc123")!.keys()]).toEqual([
      `${ORIGIN}/_next/static/chunks/app-1.js`,
    ]);
  });

  it("deletes earlier deploys' caches on activate, keeps its own and other sites' caches, then claims the pages", async () => {
    const caches = new FakeCacheStorage();
    const first = startWorker("/checkin-sw.js?deploy=first", caches);
    await first.fetch("/_next/static/chunks/old.js");
    await caches.open("hamsafar-checkin-v1"); // the single cache of the workers before deploy ids
    await caches.open("someone-else");

    const second = startWorker("/checkin-sw.js?deploy=second", caches);
    await second.fetch("/_next/static/chunks/new.js");
    await second.activate();

    expect([...caches.stores.keys()].sort()).toEqual(["hamsafar-checkin-second", "someone-else"]);
    expect(await caches.match(`${ORIGIN}/_next/static/chunks/old.js`)).toBeUndefined();
    expect(await caches.match(`${ORIGIN}/_next/static/chunks/new.js`)).toBeDefined();
    expect(second.claimed()).toBe(1);
  });

  it("names the cache `dev` when registered without a deploy id", async () => {
    const caches = new FakeCacheStorage();
    await startWorker("/checkin-sw.js", caches).fetch("/fonts/vazir.woff2");
    expect([...caches.stores.keys()]).toEqual([checkinCacheName("dev")]);
  });
});
