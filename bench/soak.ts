// `npm run soak`: the production build under `npm start` (scripts/start.ts, supervised) on a fresh data
// folder, driven for SOAK_MINUTES or `--minutes N` (default 10) from this machine over loopback with a
// mixed load of a fixed number of clients: page views (home, /tariff, a public tour page, a sale website's
// home by its Host header), thousands of distinct unknown URLs on both hosts (tour ids that do not exist,
// pages that do not exist), reservations each paid through the sandbox gateway, the operator's lists,
// bursts of 20 parallel photo uploads and 3 parallel exports, 40 MB chunked bodies, malformed JSON and
// unknown methods; then a flash sale: 2,000 buyers, 200 at once, for 300 places. Every 30 s it reads the
// server's heap after its last major collection from GET /api/metrics (METRICS_TOKEN set for the run).
// It passes when the app server never restarted, no answer was a 5xx (or a dropped connection) and the
// flash sale sold exactly its 300 places; it writes the "Soak" section of bench/results/soak.md: peak RSS,
// the heap samples and p50/p99 per request kind. SOAK_PORT (default 3350) picks the port.
// Run it alone on the machine (`flock /tmp/hamsafar-heavy.lock npm run soak`); a short smoke run:
// SOAK_MINUTES=1 npm run soak (under 10 minutes it leaves the docs alone unless SOAK_WRITE_DOCS=1).
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import sharp from "sharp";
import { writeSections } from "./doc-sections";

const minutesFlag = process.argv.indexOf("--minutes");
const MINUTES = Number(minutesFlag > 0 ? process.argv[minutesFlag + 1] : (process.env.SOAK_MINUTES ?? 10));
if (!(MINUTES > 0)) throw new Error(`--minutes / SOAK_MINUTES must be a positive number, not ${MINUTES}`);
const SECONDS = Math.round(MINUTES * 60);
// The server reads it from the environment startApp passes on: the soak samples the heap through /api/metrics.
const METRICS_TOKEN = (process.env.METRICS_TOKEN ??= `soak-${Math.random().toString(36).slice(2)}-metrics-token`);
const PORT = Number(process.env.SOAK_PORT ?? 3350);
// bench/bench-api.ts calls the server at BENCH_PORT.
process.env.BENCH_PORT = String(PORT);
const { BENCH_ENV, call, makeBenchTour, reservationBody } = await import("./bench-api");
const { startApp, waitForApp } = await import("../tests/helpers/start-script");
const DATA_DIR = `.data/soak-${PORT}`;
const BASE = `http://localhost:${PORT}`;
const WRITE_DOCS = SECONDS >= 600 || process.env.SOAK_WRITE_DOCS === "1";
const log = (message: string) => console.log(`[soak] ${message}`);

type Kind =
  | "page"
  | "sale website"
  | "unknown URL"
  | "reservation"
  | "payment"
  | "operator list"
  | "flash sale"
  | "photo upload"
  | "export"
  | "40 MB chunked body"
  | "malformed JSON"
  | "unknown method";
interface Sample {
  kind: Kind;
  status: number;
  ms: number;
}
const samples: Sample[] = [];
const failures: string[] = [];

interface Call {
  method: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
  /** Chunks written one by one (chunked transfer). */
  chunks?: () => Iterable<Buffer>;
}

/** One request on its own connection; the status (0: the connection failed) and the time to the end of the answer. */
function request(kind: Kind, c: Call): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, note?: string) => {
      samples.push({ kind, status, ms: performance.now() - started });
      if (status === 0 || status >= 500) failures.push(`${kind}: ${c.method} ${c.path} → ${status || note}`);
      resolve(status);
    };
    const req = http.request(
      `${BASE}${c.path}`,
      { method: c.method, headers: { connection: "close", ...c.headers } },
      (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode ?? 0));
        res.on("error", (e) => done(0, e.message));
      },
    );
    req.setTimeout(120_000, () => req.destroy(new Error("timeout")));
    let answered = false;
    req.on("response", () => (answered = true));
    req.on("error", (e) => {
      // A body the server refused may still be on its way when the connection closes after the answer.
      if (!answered) done(0, e.message);
    });
    if (c.chunks) {
      (async () => {
        for (const chunk of c.chunks!()) {
          if (answered || req.destroyed) break;
          if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
        }
        req.end();
      })().catch(() => {});
    } else req.end(c.body);
  });
}

/** Like `request`, with the answer's body and Location (reservations, then their payment). */
function exchange(kind: Kind, c: Call): Promise<{ status: number; body: string; location: string | null }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, body = "", location: string | null = null, note?: string) => {
      samples.push({ kind, status, ms: performance.now() - started });
      if (status === 0 || status >= 500) failures.push(`${kind}: ${c.method} ${c.path} → ${status || note}`);
      resolve({ status, body, location });
    };
    const req = http.request(
      `${BASE}${c.path}`,
      { method: c.method, headers: { connection: "close", ...c.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () =>
          done(res.statusCode ?? 0, Buffer.concat(chunks).toString("utf8"), res.headers.location ?? null),
        );
        res.on("error", (e) => done(0, "", null, e.message));
      },
    );
    req.setTimeout(120_000, () => req.destroy(new Error("timeout")));
    req.on("error", (e) => done(0, "", null, e.message));
    req.end(c.body);
  });
}

interface HeapSample {
  minute: number;
  afterGcMb: number;
  heapUsedMb: number;
  rssMb: number;
  loopP99Ms: number;
  /** The machine's 1-minute load average when the sample was taken (two cores shared with other work). */
  load1: number;
}
const heapSamples: HeapSample[] = [];

/** One scrape of GET /api/metrics: the heap after the last major GC, the heap in use, RSS and the event loop's p99. */
async function sampleHeap(startedAt: number): Promise<HeapSample | null> {
  try {
    const res = await fetch(`${BASE}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await res.text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);
    return {
      minute: (Date.now() - startedAt) / 60_000,
      afterGcMb: value("hamsafar_heap_used_after_major_gc_bytes") / 2 ** 20,
      heapUsedMb: value("nodejs_heap_size_used_bytes") / 2 ** 20,
      rssMb: value("process_resident_memory_bytes") / 2 ** 20,
      loopP99Ms: value("nodejs_eventloop_lag_p99_seconds") * 1000,
      load1: os.loadavg()[0],
    };
  } catch {
    return null;
  }
}

/** A raw request line for a verb Node's HTTP client refuses to send. */
function rawVerb(verb: string, path: string): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(PORT, "127.0.0.1", () =>
      socket.write(`${verb} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let text = "";
    socket.on("data", (d) => (text += d.toString("latin1")));
    const finish = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      samples.push({ kind: "unknown method", status, ms: performance.now() - started });
      if (status === 0 || status >= 500) failures.push(`unknown method: ${verb} ${path} → ${status}`);
      resolve();
    };
    socket.on("end", finish);
    socket.on("error", finish);
  });
}

function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Uint8Array },
) {
  const boundary = `soak${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const body = Buffer.concat(parts);
  return {
    body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": body.length },
  };
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function statusOf(pid: number) {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

async function main() {
  log(`${SECONDS} s against the production server on ${BASE} (data ${DATA_DIR})`);
  const server = startApp(PORT, DATA_DIR, { env: BENCH_ENV });
  let serverLog = "";
  server.stdout!.on("data", (d: Buffer) => (serverLog += d.toString()));
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForApp(server, BASE);
    const pid = Number(readFileSync(`${DATA_DIR}/app-server.pid`, "utf8"));
    const { token } = await call<{ token: string }>("POST", "/api/Users/Login", {
      username: "09120000003",
      password: "Leader#1234",
    });
    const tour = await makeBenchTour(token);
    const session = tour.sessions[0].id;
    const auth = { authorization: `Bearer ${token}` };
    const flash = await makeBenchTour(token, 1, 300);
    const operator = await call<{ token: string }>("POST", "/api/Users/Login", {
      username: "09120000001",
      password: "Operator#1234",
    });
    const operatorAuth = { authorization: `Bearer ${operator.token}` };
    // A phone photo: 3000 × 2250 of noise, about 3 MB as JPEG (what sharp must decode and shrink).
    const photo = await sharp({
      create: {
        width: 3000,
        height: 2250,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    log(`tour #${tour.id}, session ${session}; photo ${(photo.length / 1e6).toFixed(1)} MB; app server pid ${pid}`);

    const startedAt = Date.now();
    const deadline = startedAt + SECONDS * 1000;
    const running = () => Date.now() < deadline;
    const heapSampler = setInterval(async () => {
      const sample = await sampleHeap(startedAt);
      if (!sample) return;
      heapSamples.push(sample);
      log(
        `minute ${sample.minute.toFixed(1)}: heap after major GC ${sample.afterGcMb.toFixed(1)} MB, in use ${sample.heapUsedMb.toFixed(1)} MB, RSS ${sample.rssMb.toFixed(0)} MB, event loop p99 ${sample.loopP99Ms.toFixed(0)} ms, load ${sample.load1.toFixed(1)}`,
      );
    }, 30_000);
    let rssPeak = 0;
    const sampler = setInterval(() => {
      try {
        rssPeak = Math.max(rssPeak, statusOf(pid).rss);
      } catch {
        // the process is gone: the restart check below reports it
      }
    }, 500);

    let reservations = 0;
    const pages = ["/", "/tariff", `/${tour.leaderId}/tour/${tour.id}`];
    const loops: Promise<void>[] = [];
    const loop = (body: () => Promise<unknown>, pauseMs = 0) =>
      loops.push(
        (async () => {
          while (running()) {
            await body();
            if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
          }
        })(),
      );
    // 4 clients reading pages, 1 the sale website, 2 reserving.
    for (let i = 0; i < 4; i++)
      loop(() => request("page", { method: "GET", path: pages[Math.floor(Math.random() * pages.length)] }));
    loop(() => request("sale website", { method: "GET", path: "/", headers: { host: `kuhestan.localhost:${PORT}` } }));
    loop(() =>
      request("reservation", {
        method: "POST",
        path: `/api/tour/${tour.id}/reservation/session/${session}`,
        headers: { "content-type": "application/json" },
        body: reservationBody(reservations++),
      }),
    );
    // A buyer who pays: the reservation, its bill to the sandbox gateway, "pay" there, back to the callback.
    const relative = (location: string | null) =>
      location ? new URL(location, BASE).pathname + new URL(location, BASE).search : "";
    loop(async () => {
      const booked = await exchange("reservation", {
        method: "POST",
        path: `/api/tour/${tour.id}/reservation/session/${session}`,
        headers: { "content-type": "application/json" },
        body: reservationBody(reservations++),
      });
      const paymentUrl =
        booked.status === 200 ? (JSON.parse(booked.body) as { paymentUrl: string | null }).paymentUrl : null;
      if (!paymentUrl) return;
      const toGateway = await exchange("payment", { method: "GET", path: paymentUrl });
      const authority = /\/payment\/sandbox\/([^/?#]+)/.exec(toGateway.location ?? "")?.[1];
      if (!authority) return void failures.push(`payment: ${paymentUrl} → ${toGateway.status} without the gateway`);
      const boundary = "soakpay";
      const paid = await exchange("payment", {
        method: "POST",
        path: `/api/payment/sandbox/${authority}`,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        body: `--${boundary}\r\ncontent-disposition: form-data; name="action"\r\n\r\npay\r\n--${boundary}--\r\n`,
      });
      if (paid.location) await exchange("payment", { method: "GET", path: relative(paid.location) });
      else failures.push(`payment: sandbox ${authority} → ${paid.status} without a callback`);
    });
    // Thousands of distinct URLs that name nothing: tour ids that do not exist on both hosts, unknown pages.
    let unknown = 0;
    loop(() => {
      const n = unknown++;
      const site = n % 3 === 1;
      const path = n % 3 === 2 ? `/no-such-page-${n}` : `/${tour.leaderId}/tour/${100_000 + n}`;
      return request("unknown URL", {
        method: "GET",
        path,
        headers: site ? { host: `kuhestan.localhost:${PORT}` } : {},
      });
    });
    // The operator's lists, one a second.
    const lists = [
      "/api/Operator/SearchTours?PageSize=20",
      "/api/Operator/SearchPayments?PageSize=20",
      "/api/Operator/SearchUsers?PageSize=20",
    ];
    let list = 0;
    loop(
      () => request("operator list", { method: "GET", path: lists[list++ % lists.length], headers: operatorAuth }),
      1000,
    );
    // Abuse, one client each: malformed JSON, unknown methods, a 40 MB chunked body every 20 s.
    loop(
      () =>
        request("malformed JSON", {
          method: "POST",
          path: "/api/Users/Login",
          headers: { "content-type": "application/json" },
          body: '{"username": "0912',
        }),
      200,
    );
    const verbs = ["TRACE", "FOO", "PROPFIND", "CONNECT"];
    let verb = 0;
    loop(() => {
      const v = verbs[verb++ % verbs.length];
      if (v === "FOO" || v === "CONNECT") return rawVerb(v, v === "CONNECT" ? "example.com:443" : "/tariff");
      return request("unknown method", { method: v, path: verb % 2 ? "/api/tour/search" : "/3" });
    }, 200);
    const megabyte = Buffer.alloc(1024 * 1024, 97);
    loop(async () => {
      const targets = [`/api/tour/${tour.id}/Photo`, `/api/tour/${tour.id}/reservation/session/${session}`];
      await Promise.all(
        targets.map((path) =>
          request("40 MB chunked body", {
            method: "POST",
            path,
            headers: {
              ...auth,
              "content-type": path.endsWith("Photo") ? "multipart/form-data; boundary=x" : "application/json",
            },
            chunks: function* () {
              for (let i = 0; i < 40; i++) yield megabyte;
            },
          }),
        ),
      );
    }, 20_000);
    // Bursts every 60 s (the first after 10 s): 20 parallel photo uploads, then 3 parallel exports.
    loop(async () => {
      await new Promise((r) => setTimeout(r, 10_000));
      if (!running()) return;
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const form = multipart(
            { Order: String((i % 4) + 1) },
            { field: "Photo", name: `photo-${i}.jpg`, type: "image/jpeg", bytes: photo },
          );
          return request("photo upload", {
            method: "POST",
            path: `/api/tour/${tour.id}/Photo`,
            headers: { ...auth, ...form.headers },
            body: form.body,
          });
        }),
      );
      await Promise.all(
        Array.from({ length: 3 }, () =>
          request("export", { method: "GET", path: `/api/tour/${tour.id}/passengers/export`, headers: auth }),
        ),
      );
    }, 50_000);

    let lastReport = Date.now();
    while (running()) {
      await new Promise((r) => setTimeout(r, 1000));
      if (Date.now() - lastReport >= 30_000) {
        lastReport = Date.now();
        log(
          `${Math.round((deadline - Date.now()) / 1000)} s left: ${samples.length} answers, ${failures.length} failures, RSS ${statusOf(pid).rss.toFixed(0)} MB (peak ${rssPeak.toFixed(0)})`,
        );
      }
    }
    await Promise.all(loops);

    // The flash sale: 2,000 buyers of 2 places each, 200 at once, for 300 places.
    const flashSession = flash.sessions[0].id;
    let next = 0;
    let sold = 0;
    const flashStarted = performance.now();
    await Promise.all(
      Array.from({ length: 200 }, async () => {
        while (next < 2000) {
          const status = await request("flash sale", {
            method: "POST",
            path: `/api/tour/${flash.id}/reservation/session/${flashSession}`,
            headers: { "content-type": "application/json" },
            body: reservationBody(1_000_000 + next++),
          });
          if (status === 200) sold += 2;
        }
      }),
    );
    const flashSeconds = (performance.now() - flashStarted) / 1000;
    const oversold = Math.max(0, sold - 300);
    const flashP99 = percentile(
      samples.filter((s) => s.kind === "flash sale").map((s) => s.ms),
      99,
    );
    log(
      `flash sale: ${sold} of 300 places sold (${oversold} oversold) in ${flashSeconds.toFixed(1)} s, p99 ${Math.round(flashP99)} ms`,
    );
    if (sold !== 300) failures.push(`flash sale: ${sold} places sold of 300`);
    // The server's own count: the session's places left after the sale (the buyers' 200s above are the client's count).
    const live = await call<{ sessions: { id: number; availableCapacity: number }[] }>(
      "GET",
      `/api/tour/${flash.id}/places`,
    );
    const left = live.sessions.find((s) => s.id === flashSession)?.availableCapacity;
    log(`flash sale: the server reports ${left} places left`);
    if (left !== 0) failures.push(`flash sale: the server reports ${left} places left, not 0`);
    const last = await sampleHeap(startedAt);
    if (last) heapSamples.push(last);
    clearInterval(heapSampler);
    clearInterval(sampler);
    const { hwm } = statusOf(pid);
    const restarted =
      /the app server exited/.test(serverLog) || Number(readFileSync(`${DATA_DIR}/app-server.pid`, "utf8")) !== pid;
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ");
    const heap = process.env.SERVER_HEAP_MB ?? "320 (default)";

    const kinds = [...new Set(samples.map((s) => s.kind))];
    const rows = kinds.map((kind) => {
      const of = samples.filter((s) => s.kind === kind);
      const statuses = [...new Set(of.map((s) => s.status))]
        .sort()
        .map((status) => `${status}×${of.filter((s) => s.status === status).length}`);
      return {
        kind,
        count: of.length,
        statuses: statuses.join(" "),
        p50: percentile(
          of.map((s) => s.ms),
          50,
        ),
        p99: percentile(
          of.map((s) => s.ms),
          99,
        ),
      };
    });
    const fivexx = samples.filter((s) => s.status >= 500 || s.status === 0).length;
    console.table(rows.map((r) => ({ ...r, p50: Math.round(r.p50), p99: Math.round(r.p99) })));
    log(
      `restarted: ${restarted}; 5xx or dropped: ${fivexx}; peak RSS ${Math.max(rssPeak, hwm).toFixed(0)} MB (VmHWM ${hwm.toFixed(0)}); load ${load}`,
    );
    for (const failure of failures.slice(0, 20)) log(`  ${failure}`);

    if (WRITE_DOCS) {
      const body = `\`npm run soak -- --minutes ${MINUTES}\` (bench/soak.ts): the production build under \`npm start\` on a fresh database, ${MINUTES} minutes of mixed load from the same machine
(loopback, a fixed set of clients: 4 reading pages — \`/\`, \`/tariff\`, a public tour page —, 1 a sale website's home by its Host header,
1 asking distinct URLs that name nothing — ${unknown.toLocaleString("en-US")} of them: tour ids that do not exist on the platform and on a sale website's host,
unknown pages —, 2 reserving 2 passengers each, one of them paying each through the sandbox gateway, the operator's three lists once a second,
and every minute 20 parallel 3 MB photo uploads then 3 parallel passenger exports; abuse: a 40 MB chunked body to an upload and to the
reservation call every 20 s, malformed JSON and unknown methods (TRACE, FOO, PROPFIND, CONNECT) 5 a second); then a flash sale: 2,000
buyers of 2 places, 200 at once, for 300 places (${sold} sold, ${oversold} oversold, in ${flashSeconds.toFixed(1)} s, p99 ${Math.round(flashP99).toLocaleString("en-US")} ms). Server heap \`SERVER_HEAP_MB\` ${heap}, \`MALLOC_ARENA_MAX\`=2. Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC,
load average at the end ${load} (two cores shared with other work).

**Result: ${restarted ? "the app server RESTARTED" : "the app server never restarted"}, ${fivexx} × 5xx or dropped connection${fivexx === 1 ? "" : "s"} out of ${samples.length.toLocaleString("en-US")} answers, ${failures.length} failed check${failures.length === 1 ? "" : "s"} (listed below); peak RSS of the app server ${Math.max(rssPeak, hwm).toFixed(0)} MB.**

The heap after each major collection, read from \`/api/metrics\` (\`hamsafar_heap_used_after_major_gc_bytes\`) every 30 s, one sample in
each ${Math.max(1, Math.round(heapSamples.length / 12))} shown:

| Minute | Heap after major GC MB | Heap in use MB | RSS MB | Event-loop p99 ms | Load (1 min) |
|---:|---:|---:|---:|---:|---:|
${heapSamples
  .filter((_, i, all) => i % Math.max(1, Math.round(all.length / 12)) === 0 || i === all.length - 1)
  .map(
    (h) =>
      `| ${h.minute.toFixed(1)} | ${h.afterGcMb.toFixed(1)} | ${h.heapUsedMb.toFixed(1)} | ${h.rssMb.toFixed(0)} | ${h.loopP99Ms.toFixed(0)} | ${h.load1.toFixed(1)} |`,
  )
  .join("\n")}

| Request kind | Answers | Statuses | p50 ms | p99 ms |
|---|---:|---|---:|---:|
${rows.map((r) => `| ${r.kind} | ${r.count.toLocaleString("en-US")} | ${r.statuses} | ${Math.round(r.p50).toLocaleString("en-US")} | ${Math.round(r.p99).toLocaleString("en-US")} |`).join("\n")}
${
  failures.length
    ? `\nFailed checks (first 20):\n\n${failures
        .slice(0, 20)
        .map((f) => `- ${f}`)
        .join("\n")}\n`
    : ""
}`;
      writeSections("bench/results/soak.md", [{ heading: "Soak", body }]);
      log("wrote the Soak section of bench/results/soak.md");
    }
    if (restarted || fivexx || failures.length) process.exitCode = 1;
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
