// `npx tsx --conditions=react-server bench/anonymous.ts`: the server CPU each anonymous GET of
// the API costs. Serves the production build on a fresh data folder (tests/helpers/start-script.ts), makes
// a tour and a reservation so that every path has real values, reads the public GET operations from
// /api/openapi.json, then per operation sends a few warm-up requests and then ANON_REQUESTS (20) one
// after the other, and divides the server process's CPU time over them by their number
// (bench/server-cpu.ts). Prints a Markdown table, most expensive first (bench/results/anonymous-calls.md); then the same for the public pages (the platform's and a sale website's, the
// latter by its Host header). Options (env): BENCH_PORT (3190), ANON_REQUESTS (20), NEXT_DIST_DIR.
import http from "node:http";
import { startApp, stopApp, waitForApp } from "../tests/helpers/start-script";
import { BASE, BENCH_ENV, call, makeBenchTour, nthNationalId, PORT } from "./bench-api";
import { cpuMs, nextServerPids } from "./server-cpu";

const REQUESTS = Number(process.env.ANON_REQUESTS ?? 20);
const log = (message: string) => console.log(`[anonymous] ${message}`);

interface Operation {
  path: string;
  summary: string;
}

async function publicGets(): Promise<Operation[]> {
  const doc = (await (
    await fetch(`${BASE}/api/openapi.json`, { headers: { "accept-encoding": "identity" } })
  ).json()) as { paths: Record<string, Record<string, { summary: string; "x-access": unknown }>> };
  return Object.entries(doc.paths)
    .filter(([, ops]) => ops.get?.["x-access"] === "public")
    .map(([path, ops]) => ({ path, summary: ops.get.summary }));
}

/** One GET, the body read and dropped; `host` asks as that Host (a sale website). Answers the status. */
function getOnce(path: string, host?: string): Promise<number> {
  const url = new URL(path, BASE);
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: host ? { host } : {} },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      )
      .on("error", reject);
  });
}

/** Times one path: warm-up requests first (the first render, a cold cache), then REQUESTS in turn. */
async function measure(path: string, pids: number[], host?: string) {
  const get = () => getOnce(path, host);
  for (let i = 0; i < 3; i++) await get();
  const codes = new Map<number, number>();
  const before = cpuMs(pids);
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const status = await get();
    codes.set(status, (codes.get(status) ?? 0) + 1);
  }
  return {
    cpuMs: (cpuMs(pids) - before) / REQUESTS,
    wallMs: (performance.now() - started) / REQUESTS,
    codes: [...codes].map(([code, count]) => `${code}: ${count}`).join(", "),
  };
}

async function main() {
  const server = startApp(PORT, `.data/bench-anonymous-${PORT}`, { env: BENCH_ENV });
  let pids: number[] = [];
  try {
    await waitForApp(server, BASE);
    pids = nextServerPids(server.pid!);
    const { token, id: leaderId } = await call<{ token: string; id: number }>("POST", "/api/Users/Login", {
      username: "09120000003",
      password: "Leader#1234",
    });
    const tour = await makeBenchTour(token);
    const session = tour.sessions[0];
    const mobile = "09351234567";
    const nationalId = nthNationalId(900_000);
    const sale = await call<{ billId: string; trackingId: string }>(
      "POST",
      `/api/tour/${tour.id}/reservation/session/${session.id}`,
      {
        paymentMethod: "Online",
        passengers: [
          {
            firstName: "مسافر",
            lastName: "سنجش",
            gender: "Male",
            ageGroup: "Adult",
            nationalId,
            mobile,
            extraItems: [],
          },
        ],
      },
    );
    const values: Record<string, string | number> = {
      tourId: tour.id,
      tourid: tour.id,
      sessionId: session.id,
      leaderId: tour.leaderId ?? leaderId,
      userId: tour.leaderId ?? leaderId,
      id: sale.billId,
      billId: sale.billId,
      trackingId: sale.trackingId,
      mobile,
      nationalId,
      code: "NOCODE",
      provinceId: 8,
      domain: "kuhestan.localhost",
      subDomainOrDomain: "kuhestan",
      subDomain: "kuhestan",
      productId: 1,
      vehicleId: 1,
    };
    const operations = await publicGets();
    log(`${operations.length} public GET operations`);
    const rows: { path: string; summary: string; cpuMs: number; wallMs: number; codes: string }[] = [];
    for (const op of operations) {
      const missing = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((name) => !(name in values));
      if (missing.length || op.path.includes("/auth/")) {
        log(`skipped ${op.path}${missing.length ? ` (no value for ${missing.join(", ")})` : ""}`);
        continue;
      }
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(values[name])));
      const m = await measure(path, pids);
      log(`${op.path}: ${m.cpuMs.toFixed(1)} ms CPU, ${m.wallMs.toFixed(1)} ms per request (${m.codes})`);
      rows.push({ path: op.path, summary: op.summary, ...m });
    }
    const site = `kuhestan.localhost:${PORT}`;
    const pages: { label: string; path: string; host?: string }[] = [
      { label: "/tariff", path: "/tariff" },
      { label: "/ (the platform's home)", path: "/" },
      { label: "/{leaderId}/tour/{tourId}", path: `/${tour.leaderId ?? leaderId}/tour/${tour.id}` },
      { label: "/tracking", path: "/tracking" },
      { label: "site /", path: "/", host: site },
      { label: "site /calendar", path: "/calendar", host: site },
      { label: "site /shop", path: "/shop", host: site },
      { label: "site /{leaderId}/tour/{tourId}", path: `/${tour.leaderId ?? leaderId}/tour/${tour.id}`, host: site },
    ];
    for (const page of pages) {
      const m = await measure(page.path, pids, page.host);
      log(`page ${page.label}: ${m.cpuMs.toFixed(1)} ms CPU, ${m.wallMs.toFixed(1)} ms per request (${m.codes})`);
      rows.push({ path: `page ${page.label}`, summary: page.label, ...m });
    }
    rows.sort((a, b) => b.cpuMs - a.cpuMs);
    console.log("\n| Call | Server CPU per request (ms) | Time per request (ms) | Answers |\n|---|---:|---:|---|");
    for (const r of rows)
      console.log(
        `| \`${r.path.startsWith("page ") ? r.path : `GET ${r.path}`}\` | ${r.cpuMs.toFixed(1)} | ${r.wallMs.toFixed(1)} | ${r.codes} |`,
      );
  } finally {
    await stopApp(server, pids);
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
