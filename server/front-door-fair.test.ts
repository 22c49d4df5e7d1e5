// The fair dispatcher as the front door applies it, on a real HTTP server of this process, with the flood
// sent from a process of its own (tests/e2e/helpers/burst.mjs), as an attacker is a machine of its own.
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { openFrontDoor, type FrontDoorOptions } from "./front-door";
import { loadRequestTable } from "./request-rules";

const FAIR = { perAddress: 1000, total: 10_000, sliceMs: 5 };
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function serve(handle: FrontDoorOptions["handle"], logged: string[] = []) {
  const server = http.createServer();
  servers.push(server);
  openFrontDoor(server, {
    table: loadRequestTable(undefined),
    hops: 1,
    mark: "m".repeat(32),
    fair: FAIR,
    handle,
    log: (line) => logged.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, address: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false, headers: { "x-forwarded-for": address } }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("the front door's fair order", () => {
  it("serves another address's request sent after a flood of 200 from one address before most of the flood", async () => {
    const handled: string[] = [];
    // An answer that completes without I/O, as one from the page cache: 10 ms of the loop each.
    const port = await serve((req, res) => {
      const until = performance.now() + 10;
      while (performance.now() < until);
      handled.push(String(req.headers["x-forwarded-for"]));
      res.end("ok");
    });
    const child = spawn(
      process.execPath,
      ["tests/e2e/helpers/burst.mjs", String(port), "/", "localhost", "203.0.113.7", "200"],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    const done = new Promise<number[]>((resolve) =>
      child.on("exit", () => resolve(JSON.parse(output.trim().split("\n").pop() ?? "{}").statuses)),
    );
    await new Promise<void>((resolve) =>
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        if (output.includes("sent\n")) resolve();
      }),
    );
    const sentAt = handled.length;
    const view = await get(port, "/", "198.51.100.9");
    const statuses = await done;
    expect(view.status).toBe(200);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Handed over within the first turns after it was sent; in arrival order it waited behind the rest of the flood.
    const after = handled.indexOf("198.51.100.9") - sentAt;
    const line = `the other address's request was sent when ${sentAt} of the flood's 200 were served, and handed over ${after} later`;
    console.log(`[fair] ${line}`);
    expect(after, line).toBeGreaterThanOrEqual(0);
    expect(after, line).toBeLessThan((200 - sentAt) / 2);
  }, 120_000);

  it("answers a request whose hand-over throws 500 with the Persian error, logs it, and serves the next", async () => {
    const logged: string[] = [];
    const port = await serve((req, res) => {
      if (req.url === "/boom") throw new Error("the handler broke");
      res.end("ok");
    }, logged);
    const broken = await get(port, "/boom", "198.51.100.9");
    expect(broken.status).toBe(500);
    expect(JSON.parse(broken.body)).toEqual({ errors: [HTTP_MESSAGES.server] });
    expect(logged.join("\n")).toContain("the handler broke");
    expect(await get(port, "/", "198.51.100.9")).toEqual({ status: 200, body: "ok" });
  });
});
