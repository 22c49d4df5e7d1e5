// GET /api/metrics: hidden without METRICS_TOKEN, refused without its bearer token, and with it the
// Prometheus text holds the process, request, refusal, pool, job and cache series; a second copy of the
// module (as a second bundle would load) reaches the same registry.
import { afterEach, describe, expect, it, vi } from "vitest";
import { IncrementalHandler } from "@/lib/cache/incremental-handler";
import { resetStores } from "@/lib/cache/stores";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { countRefusal } from "./count-refusal";
import { observeRequest } from "./observe-request";

const TOKEN = "metrics-token-0123456789";
const scrape = (authorization?: string) =>
  api("GET", "/api/metrics", { headers: authorization ? { authorization } : {} });
/** The value of one series in a Prometheus text answer. */
const value = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

afterEach(() => vi.unstubAllEnvs());

describe("GET /api/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    vi.stubEnv("METRICS_TOKEN", undefined);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ codes: ["not_found"] });
  });

  it("refuses a scraper without the token or with another one", async () => {
    vi.stubEnv("METRICS_TOKEN", TOKEN);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, "Bearer "]) {
      const res = await scrape(authorization);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errors: ["ابتدا وارد حساب کاربری خود شوید."], codes: ["unauthorized"] });
    }
  });

  it("answers the process, request, refusal, pool and job series in Prometheus' text format", async () => {
    vi.stubEnv("METRICS_TOKEN", TOKEN);
    await prisma.$queryRaw`SELECT 1`; // the pool exists
    observeRequest("page", 200, 0.02);
    observeRequest("page", 200, 0.3);
    observeRequest("api", 429, 0.001);
    countRefusal("address_budget");
    countRefusal("address_budget");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await scrape(`Bearer ${TOKEN}`);
    errors.mockRestore();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = String(res.body);
    for (const name of [
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_gc_duration_seconds_count",
    ])
      expect(text).toContain(`\n# TYPE ${name.replace(/_count$/, "")} `);
    expect(value(text, "hamsafar_heap_limit_bytes")).toBeGreaterThan(16 * 1024 * 1024);
    expect(value(text, "hamsafar_heap_used_after_major_gc_bytes")).toBeGreaterThanOrEqual(0);
    expect(value(text, 'hamsafar_http_request_duration_seconds_count{kind="page",status="200"}')).toBe(2);
    expect(value(text, 'hamsafar_http_request_duration_seconds_bucket{le="0.025",kind="page",status="200"}')).toBe(1);
    expect(value(text, 'hamsafar_http_request_duration_seconds_count{kind="api",status="429"}')).toBe(1);
    expect(value(text, 'hamsafar_refusals_total{reason="address_budget"}')).toBe(2);
    expect(value(text, 'hamsafar_db_pool_connections{state="max"}')).toBe(10);
    expect(value(text, 'hamsafar_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'hamsafar_db_pool_connections{state="waiting"}')).toBe(0);
  });

  it("counts pg-boss jobs by queue and state, failures included", async () => {
    vi.stubEnv("METRICS_TOKEN", TOKEN);
    const { default: PgBoss } = await import("pg-boss");
    const boss = new PgBoss({ connectionString: process.env.DATABASE_URL!, max: 1 });
    await boss.start();
    try {
      await boss.createQueue("metrics-test");
      await boss.send("metrics-test", {}, { retryLimit: 0 });
      const [failing] = await boss.fetch("metrics-test");
      await boss.fail("metrics-test", failing.id, { reason: "test" });
      await boss.send("metrics-test", {});
      await boss.send("metrics-test", {});
      const text = String((await scrape(`Bearer ${TOKEN}`)).body);
      expect(value(text, 'hamsafar_jobs{queue="metrics-test",state="created"}')).toBe(2);
      expect(value(text, 'hamsafar_jobs{queue="metrics-test",state="failed"}')).toBe(1);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it("answers the cache handler's reads by outcome, its LRU's bytes, bound and entries, and the tag records", async () => {
    vi.stubEnv("METRICS_TOKEN", TOKEN);
    await resetStores();
    const handler = new IncrementalHandler({ maxMemoryCacheSize: 4_000_000 });
    const fetchEntry = { kind: "FETCH", data: { body: "[1,2,3]" }, tags: ["tour:1"], revalidate: 60 };
    expect(await handler.get("metrics-k", { kind: "FETCH" })).toBeNull();
    await handler.set("metrics-k", fetchEntry, { fetchCache: true, tags: ["tour:1"] });
    await handler.get("metrics-k", { kind: "FETCH" });
    await handler.get("metrics-k", { kind: "FETCH" });
    await handler.revalidateTag(["tour:2", "tour:3"]);
    const text = String((await scrape(`Bearer ${TOKEN}`)).body);
    expect(value(text, 'hamsafar_cache_reads_total{cache="handler",result="hit"}')).toBe(2);
    expect(value(text, 'hamsafar_cache_reads_total{cache="handler",result="miss"}')).toBe(1);
    expect(value(text, 'hamsafar_cache_reads_total{cache="handler",result="dead"}')).toBe(0);
    expect(value(text, 'hamsafar_cache_reads_total{cache="memory",result="hit"}')).toBe(2);
    expect(value(text, 'hamsafar_cache_reads_total{cache="memory",result="miss"}')).toBe(1);
    expect(value(text, 'hamsafar_cache_size_bytes{cache="memory",state="limit"}')).toBe(4_000_000);
    expect(value(text, 'hamsafar_cache_size_bytes{cache="memory",state="used"}')).toBeGreaterThan(20);
    expect(value(text, 'hamsafar_cache_entries{cache="memory"}')).toBe(1);
    expect(value(text, 'hamsafar_cache_entries{cache="tag_records"}')).toBe(2);
    expect(value(text, 'hamsafar_cache_entries{cache="pending_renders"}')).toBeGreaterThanOrEqual(0);
    await resetStores();
  });

  it("a second copy of the module (another bundle) adds to the same series", async () => {
    vi.resetModules();
    const copy = await import("./observe-request");
    expect(copy.observeRequest).not.toBe(observeRequest);
    copy.observeRequest("static", 304, 0.001);
    observeRequest("static", 304, 0.001);
    vi.stubEnv("METRICS_TOKEN", TOKEN);
    const text = String((await scrape(`Bearer ${TOKEN}`)).body);
    expect(value(text, 'hamsafar_http_request_duration_seconds_count{kind="static",status="304"}')).toBe(2);
  });
});
