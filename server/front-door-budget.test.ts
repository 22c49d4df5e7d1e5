// The per-address budget as the front door applies it, on a real HTTP server of this process.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createAddressBudget } from "@/lib/http/address-budget";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { openFrontDoor } from "./front-door";
import { loadRequestTable } from "./request-rules";

describe("the front door with a budget", () => {
  const servers: http.Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  it("answers an address's excess 429 in Persian with Retry-After before the handler runs, while another address and a signed-in request are served", async () => {
    let running = 0;
    let most = 0;
    let handled = 0;
    const server = http.createServer();
    servers.push(server);
    // One trusted proxy (this test's own loopback): X-Forwarded-For names the client.
    openFrontDoor(server, {
      table: loadRequestTable(undefined),
      hops: 1,
      mark: "m".repeat(32),
      handle: (req, res) => {
        handled++;
        running++;
        most = Math.max(most, running);
        // The readers' one long request keeps the server busy for another address throughout.
        const reader = /^198\.51\.100\.1\d$/.test(String(req.headers["x-forwarded-for"]));
        setTimeout(
          () => {
            running--;
            res.end("ok");
          },
          reader ? 1500 : 300,
        );
      },
      budget: createAddressBudget({ concurrency: 2, budgetMs: 500, refillMsPerSecond: 100, waitMs: 5000, queue: 100 }),
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

    // A reader of another address keeps the server busy meanwhile: an overdrawn address takes its time.
    const reading = get("198.51.100.10");
    const burst = Array.from({ length: 10 }, () => get("203.0.113.7"));
    await new Promise((r) => setTimeout(r, 50));
    const other = await get("198.51.100.9");
    const answers = await Promise.all(burst);
    await reading;

    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(600); // its own 300 ms, not behind the burst's queue
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4); // 2 at a time for 300 ms, twice: the 500 ms budget overdrawn, the rest refused
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(6);
    expect(JSON.parse(refused[0].body)).toEqual({ errors: [HTTP_MESSAGES.addressBusy], codes: ["too_many_requests"] });
    expect(refused[0].retryAfter).toBe("1");
    expect(most).toBe(4); // the burst's 2 and the two other addresses' 1 each
    expect(handled).toBe(6); // nothing refused reached the handler

    // Signed in, the same address is not budgeted; a made-up credential is.
    const signedIn = await Promise.all(Array.from({ length: 8 }, () => get("203.0.113.8", "Bearer valid")));
    expect(signedIn.map((a) => a.status)).toEqual(Array(8).fill(200));
    const readingAgain = get("198.51.100.11");
    const forged = await Promise.all(Array.from({ length: 8 }, () => get("203.0.113.9", "Bearer forged")));
    await readingAgain;
    expect(forged.filter((a) => a.status === 429)).toHaveLength(4);
    agent.destroy();
  });
});
