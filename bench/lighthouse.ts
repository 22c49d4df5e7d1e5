// `npm run lighthouse`: Lighthouse (mobile preset, default simulated throttling) over the traveller's
// pages of the production build, in Debian's Chromium. Serves the build like `npm run bench`
// (scripts/start.ts on a fresh data folder, the seeded demo data), then audits
//   the public tour page, `/`, `/tariff`, `/tracking`, the same tour page and the home page of the seeded
//   leader's sale website (kuhestan.localhost: Chromium resolves *.localhost to this machine) and its other pages
//   (the certificate after giving the site one through the app's call, bench/site-certificate.ts),
//   and the reserve steps: the seat step, the passengers step and the receipt step, each with the
//   reservation draft a buyer would have at that step (written to the tab's sessionStorage first,
//   as the buy box and the steps do; Lighthouse keeps it with disableStorageReset).
// Each page is audited LH_RUNS times (default 3) and the run with the median performance score is
// reported, with Lighthouse's unused JavaScript and Chromium's own coverage of what the page ran by its load
// on a 390×844 phone (bench/js-coverage.ts: bytes, which the machine's load moves little). Prints the figures
// and writes them to bench/results/lighthouse.md (with LH_PAGES, to a section of its own).
// Options (env): LH_PORT (3191), LH_BASE (audit a running server instead), LH_RUNS (3), CHROME_PATH (/usr/bin/chromium), LH_PAGES (comma-separated
// names to audit only some: tour, home, tariff, tracking, leader, site-tour, site-home, site-shop,
// site-mag, site-certificate, site-calendar, site-tracking, busSeat, passengersInfo, receipt).
// Not part of `npm test`: its scores move with the machine's load (run it on a quiet machine).
import { execSync } from "node:child_process";
import os from "node:os";
import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { startApp, waitForApp } from "../tests/helpers/start-script";
import { BENCH_ENV, nthNationalId } from "./bench-api";
import { writeSections } from "./doc-sections";
import { getAs } from "./page-js";
import { scriptUses, summarizeCoverage, type CoverageSummary } from "./js-coverage";
import { giveSiteCertificate } from "./site-certificate";

const PORT = Number(process.env.LH_PORT ?? 3191);
/** An already running server to audit instead of starting the build (e.g. LH_BASE=http://localhost:3000). */
const GIVEN_BASE = process.env.LH_BASE?.replace(/\/+$/, "");
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const BASE = GIVEN_BASE ?? `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ONLY = process.env.LH_PAGES?.split(",").map((s) => s.trim());
/** The seeded leader's sale website on this server (the tours of seededTours() are theirs). */
const SITE_BASE = BASE.replace(/^(https?:\/\/)[^:/]+/, "$1kuhestan.localhost");

const log = (message: string) => console.log(`[lighthouse] ${message}`);

interface TourAnswer {
  id: number;
  leaderId: number;
  title: string;
  sessions: {
    id: number;
    registrationEndTime: string;
    availableCapacity?: number;
    vehicles: { id: number; vehicleType: string; busPassengersCanChooseTheirSeat: boolean }[];
  }[];
}

async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} → ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The same rule as components/reserve/vehicle-step.ts: a seat step when a vehicle is to be chosen or seats picked. */
const needsSeatStep = (vehicles: TourAnswer["sessions"][number]["vehicles"]) =>
  vehicles.length > 1 || vehicles.some((v) => v.vehicleType.startsWith("Bus") && v.busPassengersCanChooseTheirSeat);

const openSession = (tour: TourAnswer) =>
  tour.sessions.find((s) => Date.parse(s.registrationEndTime) > Date.now() && (s.availableCapacity ?? 1) > 0);

/** The seeded leader's published tours, read through the public tour call. */
async function seededTours(): Promise<TourAnswer[]> {
  const { token } = await call<{ token: string }>("/api/Users/Login", {
    method: "POST",
    body: { username: "09120000003", password: "Leader#1234" },
  });
  const found = await call<{ result: { id: number }[] }>("/api/Tour/search?Resource.IsDraft=false&PageSize=20", {
    token,
  });
  return Promise.all(found.result.map((t) => call<TourAnswer>(`/api/Tour/${t.id}`)));
}

interface Target {
  name: string;
  path: string;
  /** Another origin than BASE (a sale website's host). */
  base?: string;
  /** The reservation draft to put in sessionStorage before the audit (reserve steps). */
  draft?: { tourId: number; value: unknown };
}

function draftFor(tour: TourAnswer, withPassengers: boolean) {
  const session = openSession(tour)!;
  const passengers = withPassengers
    ? [0, 1].map((i) => ({
        ageGroup: "Adult",
        firstName: i ? "مریم" : "علی",
        lastName: "سنجشی",
        gender: i ? "Female" : "Male",
        nationalId: nthNationalId(500_000 + i),
        mobile: `0912555000${i}`,
        extraQuestionAnswer: "",
        extraItems: {},
        seat: null,
      }))
    : [];
  return {
    tourId: tour.id,
    value: {
      leaderId: tour.leaderId,
      tourId: tour.id,
      sessionId: session.id,
      counts: { adult: 2, child: 0, infant: 0 },
      sellerId: null,
      vehicleId: null,
      seats: [],
      passengers,
      discount: null,
      email: "",
      phone: "",
      pending: null,
    },
  };
}

async function targets(): Promise<Target[]> {
  const tours = await seededTours();
  const open = tours.filter((t) => openSession(t));
  const tourPage = tours[0];
  const seatTour = open.find((t) => needsSeatStep(openSession(t)!.vehicles));
  const plainTour = open.find((t) => !needsSeatStep(openSession(t)!.vehicles));
  if (!tourPage || !seatTour || !plainTour)
    throw new Error("the seed has no open tour with a seat step and one without");
  const step = (tour: TourAnswer, name: string) => `/${tour.leaderId}/tour/${tour.id}/reserve/${name}`;
  const all: Target[] = [
    { name: "tour", path: `/${tourPage.leaderId}/tour/${tourPage.id}` },
    { name: "home", path: "/" },
    { name: "tariff", path: "/tariff" },
    { name: "tracking", path: "/tracking" },
    { name: "leader", path: `/${tourPage.leaderId}` },
    { name: "site-tour", path: `/${tourPage.leaderId}/tour/${tourPage.id}`, base: SITE_BASE },
    { name: "site-home", path: "/", base: SITE_BASE },
    { name: "site-shop", path: "/shop", base: SITE_BASE },
    { name: "site-mag", path: "/mag", base: SITE_BASE },
    { name: "site-certificate", path: "/certificate", base: SITE_BASE },
    { name: "site-calendar", path: "/calendar", base: SITE_BASE },
    { name: "site-tracking", path: "/tracking", base: SITE_BASE },
    { name: "busSeat", path: step(seatTour, "busSeat"), draft: draftFor(seatTour, false) },
    { name: "passengersInfo", path: step(plainTour, "passengersInfo"), draft: draftFor(plainTour, false) },
    { name: "receipt", path: step(plainTour, "receipt"), draft: draftFor(plainTour, true) },
  ];
  return ONLY ? all.filter((t) => ONLY.includes(t.name)) : all;
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's "unused JavaScript": the bytes a phone downloads and the page does not run by its load. */
  unusedJs: number;
  /** Failing accessibility audits and the performance audits that cost most, for the log. */
  flagged: string[];
}

async function audit(browser: Browser, target: Target): Promise<Figures> {
  const page = await browser.newPage();
  try {
    if (target.draft) {
      await page.goto(`${BASE}/tariff`);
      await page.evaluate(
        (d) => sessionStorage.setItem(`hamsafar:reserve:${d.tourId}`, JSON.stringify(d.value)),
        target.draft,
      );
    }
    const result = await lighthouse(
      `${target.base ?? BASE}${target.path}`,
      {
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "accessibility"],
        disableStorageReset: !!target.draft,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`no Lighthouse result for ${target.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    const flagged = [
      ...lhr.categories.accessibility.auditRefs
        .filter((r) => r.weight > 0 && audits[r.id]?.score !== null && (audits[r.id]?.score ?? 1) < 1)
        .map((r) => `a11y:${r.id}`),
      ...Object.values(audits)
        .filter((a) => a.details?.type === "opportunity" && (a.score ?? 1) < 0.9)
        .map((a) => `perf:${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`),
    ];
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcp: audits["largest-contentful-paint"].numericValue ?? 0,
      tbt: audits["total-blocking-time"].numericValue ?? 0,
      cls: audits["cumulative-layout-shift"].numericValue ?? 0,
      fcp: audits["first-contentful-paint"].numericValue ?? 0,
      unusedJs:
        (audits["unused-javascript"]?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ??
        0,
      flagged,
    };
  } finally {
    await page.close();
  }
}

/**
 * What the page ran of the JavaScript it loaded by its load (the network quiet), on a phone's screen without
 * throttling: Chromium's block coverage, whatever Lighthouse's timing (bench/js-coverage.ts).
 */
async function coverageAtLoad(browser: Browser, target: Target): Promise<CoverageSummary> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    if (target.draft) {
      await page.goto(`${BASE}/tariff`);
      await page.evaluate(
        (d) => sessionStorage.setItem(`hamsafar:reserve:${d.tourId}`, JSON.stringify(d.value)),
        target.draft,
      );
    }
    await page.coverage.startJSCoverage({ resetOnNavigation: false, includeRawScriptCoverage: true });
    // The load event and a second after it: a page that reads its live figures every few seconds is never network-idle.
    await page.goto(`${target.base ?? BASE}${target.path}`, { waitUntil: "load" });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const entries = await page.coverage.stopJSCoverage();
    return summarizeCoverage(
      scriptUses(
        entries.map((e) => ({ url: e.url, source: e.text, functions: e.rawScriptCoverage?.functions ?? [] })),
        (url) => url.startsWith("http"),
      ),
    );
  } finally {
    await page.close();
  }
}

function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

interface Row {
  target: Target;
  figures: Figures;
  scores: number[];
  load: number;
  coverage: CoverageSummary;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(rows: Row[], loadBefore: number) {
  let commit = "unknown";
  try {
    commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    // not a git checkout
  }
  const date = new Date().toISOString().replace("T", " ").slice(0, 16);
  const table = rows
    .map(
      ({ target, figures: f, scores, load, coverage: c }) =>
        `| ${target.name} | \`${target.path}\` | **${f.performance}** (${scores.join(", ")}) | **${f.accessibility}** | ${(f.fcp / 1000).toFixed(1)} s | ${(f.lcp / 1000).toFixed(1)} s | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${kb(f.unusedJs)} KB | ${kb(c.gzip)} KB, ${kb(c.unusedGzip)} KB unused (${kb(c.unused)} of ${kb(c.bytes)} KB raw) | ${load.toFixed(1)} |`,
    )
    .join("\n");
  return `Measured by \`npm run lighthouse\` (bench/lighthouse.ts): Lighthouse ${lighthouseVersion()} in Debian's Chromium
(\`${CHROME}\`, headless), mobile preset with its default simulated throttling (slow 4G, 4× CPU slowdown),
categories performance and accessibility, against the production build served by \`scripts/start.ts\` on a fresh,
seeded database. Each page is audited ${RUNS} times; the table shows the run with the median performance score (all
runs' scores in brackets). The reserve steps are audited with the draft a buyer has at that step in the tab's
sessionStorage (2 adults; the receipt with both passengers filled in). Lighthouse's simulated metrics still move
with the machine's load (the CPU slowdown is applied on top of it): the last column is the 1-minute load average
after the page's runs (${os.cpus().length} cores; ${loadBefore.toFixed(1)} before the first run). "Unused JS" is
Lighthouse's audit of the median run (gzipped bytes loaded and not run by the page's load); "JS at load" is Chromium's
block coverage of one unthrottled load at 390×844 until the network is quiet (bench/js-coverage.ts): the gzipped
JavaScript loaded, the part never run (each file's gzipped size × its unused share) and the raw bytes.

- Date: ${date} UTC, commit ${commit}

| Page | Path | Performance (runs) | Accessibility | FCP | LCP | TBT | CLS | Unused JS | JS at load | Load avg |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${table}

Targets: issue 15, performance ≥ 95 and accessibility 100 on each page; issue 34, ≥ 98 and 100 on every anonymous public
page (the reserve steps are issue 15's).
`;
}

function lighthouseVersion(): string {
  try {
    return execSync("node -p \"require('lighthouse/package.json').version\"", { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

async function main() {
  log(GIVEN_BASE ? `auditing the server at ${BASE}` : `starting the production server on ${BASE}`);
  const server = GIVEN_BASE ? null : startApp(PORT, `.data/lighthouse-${PORT}`, { env: BENCH_ENV });
  const stop = () => {
    try {
      if (server?.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  let browser: Browser | null = null;
  try {
    if (server) await waitForApp(server, BASE);
    // The demo seed's site has no certificate: give it one as its owner would, on this bench's own server only.
    if (server && (!ONLY || ONLY.includes("site-certificate"))) await giveSiteCertificate(BASE);
    const list = await targets();
    browser = await puppeteer.launch({
      executablePath: CHROME,
      headless: true,
      args: ["--no-sandbox", "--disable-dev-shm-usage"],
    });
    // Warm the page cache and the server's first renders so the audits measure the served page, not a cold start.
    // Node does not resolve *.localhost: a site's page is asked of this server with the site's Host.
    for (const t of list) await getAs(new URL(t.path, BASE), t.base && new URL(t.base).host);
    const loadBefore = os.loadavg()[0];
    const rows: Row[] = [];
    for (const target of list) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(browser, target));
      const figures = median(runs);
      const coverage = await coverageAtLoad(browser, target);
      const load = os.loadavg()[0];
      log(
        `${target.name} ${target.path}: performance ${runs.map((r) => r.performance).join("/")}, accessibility ${figures.accessibility}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, unused JS ${kb(figures.unusedJs)} KB; at load ${kb(coverage.gzip)} KB gzipped, ${kb(coverage.unusedGzip)} KB unused (load ${load.toFixed(1)})`,
      );
      if (figures.flagged.length) log(`  flagged: ${figures.flagged.join(", ")}`);
      rows.push({ target, figures, scores: runs.map((r) => r.performance), load, coverage });
    }
    // Some pages alone (LH_PAGES) go to a section of their own, so the full table of the last complete run stays.
    writeSections("bench/results/lighthouse.md", [
      {
        heading: ONLY ? `Lighthouse (mobile), some pages: ${ONLY.join(", ")}` : "Lighthouse (mobile)",
        body: report(rows, loadBefore),
      },
    ]);
  } finally {
    await browser?.close();
    stop();
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
