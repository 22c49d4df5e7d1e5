// The production server as a service (issue 20), over real sockets: methods it does not serve answer
// 405 with the JSON error and Allow (never Next's HTML 500), bodies over a route's limit 413 with
// nothing written, /api/health and /api/ready, and the supervisor of `npm start` (scripts/start.ts):
// an app server killed with SIGKILL comes back while the embedded PostgreSQL stays up, and SIGTERM
// lets a request in flight finish before the server and then the database stop.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { startScriptArgs } from "../helpers/start-script";
import { SEEDED, withDb } from "./helpers";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const METHOD_MESSAGE = "این نوع درخواست (متد HTTP) برای این نشانی پشتیبانی نمی‌شود.";
const TOO_LARGE = "حجم درخواست بیش از حد مجاز است.";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request over a fresh connection; `body` is sent as given (chunks are written one by one, chunked unless a length is set). */
function send(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string | number>; chunks?: (string | Buffer)[] } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path, headers: { connection: "close", ...options.headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    // A refused body is not read to its end: writes still queued may meet the closed socket.
    req.on("socket", (socket) => socket.on("error", () => {}));
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

/** Raw bytes on a socket (a verb Node's HTTP client will not send). */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

const jsonOf = (text: string) => JSON.parse(text.slice(text.indexOf("{")));

test.describe("methods and bodies", () => {
  test("TRACE, CONNECT, PROPFIND and FOO answer 405 with the JSON error and Allow, on API paths and pages", async () => {
    for (const path of ["/api/tour/search", "/tariff", "/3", "/api/nothing-here"]) {
      for (const method of ["TRACE", "PROPFIND", "PURGE"]) {
        const answer = await send(PORT, method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers["content-type"]).toMatch(/application\/json/);
        expect(answer.headers.allow, `${method} ${path}`).toMatch(/\bGET\b/);
        expect(JSON.parse(answer.text)).toEqual({ errors: [METHOD_MESSAGE], codes: ["method_not_allowed"] });
      }
      const foo = await raw(PORT, `FOO ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(foo, `FOO ${path}`).toMatch(/^HTTP\/1\.1 405 /);
      expect(jsonOf(foo).codes).toEqual(["method_not_allowed"]);
    }
    const connect = await raw(PORT, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expect(connect).toMatch(/^HTTP\/1\.1 405 /);
    expect(jsonOf(connect).errors).toEqual([METHOD_MESSAGE]);
  });

  test("a method a route does not export answers 405 with the route's own methods in Allow", async () => {
    const answer = await send(PORT, "DELETE", "/api/Provinces");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(JSON.parse(answer.text).codes).toEqual(["method_not_allowed"]);
    const page = await send(PORT, "PUT", "/tariff");
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    // What the app serves still works.
    expect((await send(PORT, "GET", "/api/provinces")).status).toBe(200);
    expect((await send(PORT, "HEAD", "/api/provinces")).status).toBe(200);
  });

  test("a body over its route's limit is refused 413, one without a length 411, with the Persian error and nothing is written", async () => {
    // The subscribe call takes at most 1 KB: a valid body padded past it would subscribe if it were read.
    const subscribed = async (mobile: string) =>
      withDb(async (db) => (await db.query(`select 1 from "Subscriber" where mobile = $1`, [mobile])).rowCount);
    const padded = (mobile: string) => JSON.stringify({ mobile }) + " ".repeat(4000);
    const declared = "09351110001";
    const byLength = await send(PORT, "POST", "/api/Users/Self/3/subscribe", {
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(padded(declared)) },
      chunks: [padded(declared)],
    });
    expect(byLength.status).toBe(413);
    expect(JSON.parse(byLength.text)).toEqual({ errors: [TOO_LARGE], codes: ["too_large"] });
    const chunked = "09351110002";
    const body = padded(chunked);
    const byStream = await send(PORT, "POST", "/api/users/self/3/SUBSCRIBE", {
      headers: { "content-type": "application/json" },
      chunks: [body.slice(0, 500), body.slice(500, 2000), body.slice(2000)],
    });
    expect(byStream.status).toBe(411);
    expect(JSON.parse(byStream.text).codes).toEqual(["length_required"]);
    expect(await subscribed(declared)).toBe(0);
    expect(await subscribed(chunked)).toBe(0);
    // Within the limit, with its length, the same call subscribes.
    const fits = "09351110003";
    const small = JSON.stringify({ mobile: fits });
    expect(
      (
        await send(PORT, "POST", "/api/Users/Self/3/subscribe", {
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(small) },
          chunks: [small],
        })
      ).status,
    ).toBe(200);
    expect(await subscribed(fits)).toBe(1);
  });

  test("40 MB sent to an upload: refused before it is read (411 chunked, 413 declared), never a 5xx, and the server keeps serving", async () => {
    const megabyte = Buffer.alloc(1024 * 1024, 120);
    // Kept alive, as a browser's connection is: the server drains the refused body and the client reads the answer.
    // With "connection: close" the server closes once it has answered, and the client's next write may meet the
    // closed socket (EPIPE) before Node's client has read the answer waiting for it.
    const chunked = await send(PORT, "POST", "/api/tour/1/Photo", {
      headers: { "content-type": "multipart/form-data; boundary=x", connection: "keep-alive" },
      chunks: Array.from({ length: 40 }, () => megabyte),
    });
    expect(chunked.status).toBe(411);
    expect(JSON.parse(chunked.text).errors).toHaveLength(1);
    const declared = await send(PORT, "POST", "/api/tour/1/Photo", {
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": 40 * 1024 * 1024,
        connection: "keep-alive",
      },
      chunks: Array.from({ length: 40 }, () => megabyte),
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text).codes).toEqual(["too_large"]);
    expect((await send(PORT, "GET", "/api/health")).status).toBe(200);
  });

  test("a page refuses a chunked body (411): only server actions post to pages, with a length", async () => {
    const answer = await send(PORT, "POST", "/tariff", {
      headers: { "content-type": "text/plain" },
      chunks: ["a", "b"],
    });
    expect(answer.status).toBe(411);
    expect(JSON.parse(answer.text).codes).toEqual(["length_required"]);
  });

  test("health and ready", async () => {
    const health = await send(PORT, "GET", "/api/health");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ status: "ok" });
    const ready = await send(PORT, "GET", "/api/Ready");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toMatchObject({ status: "ready" });
  });
});

test.describe("supervised by npm start", () => {
  test.describe.configure({ mode: "serial" });
  // A second server of the same build on a fresh data folder, so killing it touches no other test.
  const port = PORT + 7;
  const dataDir = `.data/e2e-supervised-${port}`;
  let supervisor: ChildProcess;
  let log = "";
  let exited: Promise<number | null>;

  const readPid = (file: string) => Number(readFileSync(file, "utf8").split("\n")[0]);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (
        await Promise.resolve()
          .then(check)
          .catch(() => false)
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`timed out waiting for ${what}\n${log.slice(-3000)}`);
  }
  const ready = async () => (await send(port, "GET", "/api/ready")).status === 200;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    supervisor = spawn(process.execPath, startScriptArgs(dataDir, port), {
      env: { ...process.env, SHUTDOWN_GRACE_SECONDS: "20" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    supervisor.stdout!.on("data", (chunk) => (log += chunk));
    supervisor.stderr!.on("data", (chunk) => (log += chunk));
    exited = new Promise((resolve) => supervisor.on("exit", (code) => resolve(code)));
    await until(ready, 280_000, "the supervised server");
  });

  test.afterAll(async () => {
    if (supervisor.exitCode === null) {
      supervisor.kill("SIGTERM");
      await exited;
    }
  });

  test("an app server killed with SIGKILL is started again; the database never went down and keeps the data", async () => {
    test.setTimeout(120_000);
    const credentials = JSON.stringify({ username: SEEDED.leader.mobile, password: SEEDED.leader.password });
    const login = await send(port, "POST", "/api/Users/Login", {
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(credentials) },
      chunks: [credentials],
    });
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.text) as { token: string };
    const mobile = "09351119999";
    expect(
      (
        await send(port, "POST", "/api/Users/Self/3/subscribe", {
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(JSON.stringify({ mobile })),
          },
          chunks: [JSON.stringify({ mobile })],
        })
      ).status,
    ).toBe(200);

    const database = readPid(`${dataDir}/pg/postmaster.pid`);
    const server = readPid(`${dataDir}/app-server.pid`);
    process.kill(server, "SIGKILL");
    await until(() => !alive(server), 10_000, "the killed server to go");
    expect((await send(port, "GET", "/api/health").catch(() => null))?.status ?? 0).not.toBe(200);
    await until(
      async () => readPid(`${dataDir}/app-server.pid`) !== server && (await ready()),
      90_000,
      "the restarted server",
    );

    expect(log).toMatch(/the app server exited \(signal SIGKILL\).*restarting in 1 s/);
    expect(alive(database)).toBe(true);
    expect(readPid(`${dataDir}/pg/postmaster.pid`)).toBe(database);
    // The same token and the same rows, through the new server.
    const list = await send(port, "GET", "/api/Users/Self/subscribers?PageSize=100", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    expect(JSON.parse(list.text).result.map((row: { mobile: string }) => row.mobile)).toContain(mobile);
  });

  test("SIGTERM lets a request in flight finish, refuses new connections, then stops the server and the database", async () => {
    test.setTimeout(120_000);
    const database = readPid(`${dataDir}/pg/postmaster.pid`);
    const body = JSON.stringify({ username: SEEDED.leader.mobile, password: SEEDED.leader.password });
    // A slow client: half the body now, the rest after the signal.
    const inFlight = new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/Users/Login",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        supervisor.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 2_500);
      }, 500);
    });
    await new Promise((r) => setTimeout(r, 1_800));
    await expect(send(port, "GET", "/api/health")).rejects.toThrow(/ECONNREFUSED|ECONNRESET|socket hang up/);
    const answer = await inFlight;
    expect(answer.status, log.slice(-3000)).toBe(200);
    expect(JSON.parse(answer.text).token).toBeTruthy();
    expect(await exited).toBe(0);
    expect(log).toMatch(/SIGTERM: the app server finishes the requests in flight/);
    expect(alive(database)).toBe(false);
    expect(existsSync(`${dataDir}/pg/postmaster.pid`)).toBe(false);
  });
});
