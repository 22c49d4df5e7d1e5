import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createAddressBudget, type AddressBudgetOptions } from "./address-budget";
import { installClientAddressHook } from "./client-address";
import { HTTP_MESSAGES } from "./messages";

/** A budget on a clock the test moves. */
function budgetAt(options: AddressBudgetOptions) {
  const clock = { ms: 0 };
  return { budget: createAddressBudget(options, () => clock.ms), clock };
}

/** Admits a request and keeps what happened to it. */
function request(budget: ReturnType<typeof createAddressBudget>, address: string, rated = true) {
  const entry = { started: false, refused: 0, done: () => {}, withdraw: () => {} };
  entry.withdraw = budget.admit(
    address,
    (done) => {
      entry.started = true;
      entry.done = done;
    },
    (retryAfter) => (entry.refused = retryAfter),
    rated,
  );
  return entry;
}

describe("createAddressBudget", () => {
  afterEach(() => vi.useRealTimers());

  it("a burst gets `burst` tokens, the rest is refused at once; tokens come back at `rate` a second; other addresses are not touched", () => {
    const { budget, clock } = budgetAt({ concurrency: 100, burst: 5, rate: 2, waitMs: 1000 });
    const a = Array.from({ length: 8 }, () => request(budget, "203.0.113.7"));
    expect(a.filter((r) => r.started)).toHaveLength(5);
    expect(a.slice(5).map((r) => r.refused)).toEqual([1, 1, 1]);
    expect(request(budget, "198.51.100.9").started).toBe(true);
    clock.ms = 499;
    expect(request(budget, "203.0.113.7").refused).toBe(1);
    clock.ms = 500; // one token back
    expect(request(budget, "203.0.113.7").started).toBe(true);
    expect(request(budget, "203.0.113.7").refused).toBe(1);
    // Static files take no token.
    expect(request(budget, "203.0.113.7", false).started).toBe(true);
    clock.ms = 60_000;
    expect(budget.load("203.0.113.7").tokens).toBe(5); // never more than the burst
  });

  it("serves `concurrency` at once, the next wait in order (at most `burst`), a turn is given back once", () => {
    const { budget } = budgetAt({ concurrency: 2, burst: 4, rate: 1, waitMs: 1000 });
    const a = Array.from({ length: 4 }, () => request(budget, "203.0.113.7"));
    expect(a.map((r) => r.started)).toEqual([true, true, false, false]);
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 2, waiting: 2 });
    a[1].done();
    a[1].done();
    expect(a.map((r) => r.started)).toEqual([true, true, true, false]);
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 2, waiting: 1 });
    a[0].done();
    a[2].done();
    a[3].done();
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 0, waiting: 0 });
  });

  it("refuses a waiting request after waitMs, and a client that leaves gives up its place", () => {
    vi.useFakeTimers();
    const budget = createAddressBudget({ concurrency: 1, burst: 10, rate: 1, waitMs: 500 });
    const first = request(budget, "203.0.113.7");
    const leaving = request(budget, "203.0.113.7");
    const waiting = request(budget, "203.0.113.7");
    leaving.withdraw();
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 1, waiting: 1 });
    vi.advanceTimersByTime(499);
    expect(waiting.refused).toBe(0);
    vi.advanceTimersByTime(1);
    expect(waiting.refused).toBe(1);
    expect(leaving.refused).toBe(0);
    first.done();
    expect(waiting.started).toBe(false);
    expect(budget.load("203.0.113.7")).toMatchObject({ running: 0, waiting: 0 });
  });
});

describe("the server hook with a budget", () => {
  const servers: http.Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  it("answers an address's excess 429 in Persian with Retry-After before the handler runs, while another address and a signed-in request are served", async () => {
    let running = 0;
    let most = 0;
    let handled = 0;
    const server = http.createServer((_req, res) => {
      handled++;
      running++;
      most = Math.max(most, running);
      setTimeout(() => {
        running--;
        res.end("ok");
      }, 300);
    });
    servers.push(server);
    // One trusted proxy (this test's own loopback): X-Forwarded-For names the client.
    installClientAddressHook(1, {
      budget: createAddressBudget({ concurrency: 2, burst: 4, rate: 1, waitMs: 5000 }),
      signedIn: (headers) =>
        headers.authorization ? Promise.resolve(headers.authorization === "Bearer valid") : false,
      log: () => {},
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: false, maxSockets: 100 });
    const get = (address: string, authorization?: string) =>
      new Promise<{ status: number; body: string; retryAfter?: string; ms: number }>((resolve, reject) => {
        const started = performance.now();
        http
          .get(
            {
              host: "127.0.0.1",
              port,
              path: "/",
              agent,
              headers: { "x-forwarded-for": address, ...(authorization ? { authorization } : {}) },
            },
            (res) => {
              let body = "";
              res.on("data", (chunk) => (body += chunk));
              res.on("end", () =>
                resolve({
                  status: res.statusCode ?? 0,
                  body,
                  retryAfter: res.headers["retry-after"],
                  ms: performance.now() - started,
                }),
              );
            },
          )
          .on("error", reject);
      });

    const burst = Array.from({ length: 10 }, () => get("203.0.113.7"));
    await new Promise((r) => setTimeout(r, 50));
    const other = await get("198.51.100.9");
    const answers = await Promise.all(burst);

    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(600); // its own 300 ms, not behind the burst's queue
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4); // the burst's 4 tokens, 2 at a time
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(6);
    expect(JSON.parse(refused[0].body)).toEqual({ errors: [HTTP_MESSAGES.addressBusy], codes: ["too_many_requests"] });
    expect(refused[0].retryAfter).toBe("1");
    expect(most).toBe(3); // the burst's 2 and the other address's 1
    expect(handled).toBe(5); // nothing refused reached the handler

    // Signed in, the same address is not budgeted; a made-up credential is.
    const signedIn = await Promise.all(Array.from({ length: 8 }, () => get("203.0.113.8", "Bearer valid")));
    expect(signedIn.map((a) => a.status)).toEqual(Array(8).fill(200));
    const forged = await Promise.all(Array.from({ length: 8 }, () => get("203.0.113.9", "Bearer forged")));
    expect(forged.filter((a) => a.status === 429)).toHaveLength(4);
    agent.destroy();
  });
});
