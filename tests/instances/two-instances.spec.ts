// Two production servers, one PostgreSQL, one Redis, one S3 store (start-instances.ts): every change
// made through instance A shows on instance B within 2 s (each test polls B and states the time), an
// upload through A is served by B, and buyers split over both never oversell. With each server on its
// own in-process cache (INSTANCES_WITHOUT_REDIS=1) the cache tests fail: B keeps its old pages.
import { readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { request as playwrightRequest, test, expect, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { latestTicketCode, SEEDED } from "../e2e/helpers";
import { apiToken, createTour, nationalIds, payInSandbox, reserveSeat, saveSiteSettings } from "../e2e/public-flow";
import { getBytes, getPage, shownWithin, state, withDb } from "./instances";

let A: APIRequestContext;
let B: APIRequestContext;
let ports: { a: number; b: number };

test.beforeAll(async () => {
  const s = state();
  ports = { a: s.a, b: s.b };
  A = await playwrightRequest.newContext({ baseURL: `http://localhost:${s.a}` });
  B = await playwrightRequest.newContext({ baseURL: `http://localhost:${s.b}` });
});
test.afterAll(async () => {
  await Promise.all([A?.dispose(), B?.dispose()]);
});

const bearer = async (account: { mobile: string; password: string }) => ({
  authorization: `Bearer ${await apiToken(A, account)}`,
});
const site = (sub: string) => `${sub}.localhost`;
const onB = (path: string, host?: string) => getPage(ports.b, path, host ? `${host}:${ports.b}` : undefined);
/** B's page, asked for twice: the second answer comes from what the cache holds. */
async function cachedOnB(path: string, host?: string) {
  await onB(path, host);
  return onB(path, host);
}

test("a tour edit through A shows on B's tour page", async () => {
  const tour = await createTour(A, { capacity: 10 });
  const page = `/${tour.leaderId}/tour/${tour.id}`;
  const before = await cachedOnB(page);
  expect(before.status).toBe(200);
  expect(before.body).toContain(tour.title);
  const service = `چای عصرانه ${Date.now().toString(36)}`;
  const added = await A.post(`/api/Tour/${tour.id}/Service`, {
    headers: await bearer(SEEDED.leader),
    data: { title: service },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const ms = await shownWithin("tour edit", Date.now(), async () => (await onB(page)).body.includes(service));
  console.info(`[instances] tour edit through A shown on B after ${ms} ms`);
});

test("a sale-website edit through A shows on B's site home and calendar", async () => {
  const leader = await bearer(SEEDED.leader);
  const current = await (await A.get("/api/sale-website", { headers: leader })).json();
  for (const path of ["/", "/calendar"])
    expect((await cachedOnB(path, site(current.subDomain))).body).toContain(`data-palette="${current.colorPalette}"`);
  const palette = current.colorPalette === "c3" ? "c4" : "c3";
  await saveSiteSettings(A, leader, { chosenColorPalette: palette });
  const since = Date.now();
  for (const path of ["/", "/calendar"]) {
    const ms = await shownWithin(`site edit (${path})`, since, async () =>
      (await onB(path, site(current.subDomain))).body.includes(`data-palette="${palette}"`),
    );
    console.info(`[instances] site edit through A shown on B's ${path} after ${ms} ms`);
  }
});

test("a new site made through A is known to B, served by B once paid through A, and gone from B once its owner is deleted through A", async () => {
  // A new leader (the real sign-up calls, the OTP from the SMS log), confirmed by the operator.
  const mobile = `0936${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  expect((await A.post("/api/Users/RegisterToken", { data: { username: mobile } })).ok()).toBe(true);
  const signupToken = await withDb(
    async (db) =>
      (
        await db.query<{ text: string }>(`select text from "SmsMessage" where mobile = $1 order by id desc limit 1`, [
          mobile,
        ])
      ).rows[0].text.match(/\d{6}/)![0],
  );
  const password = "Traveller#1234";
  const registered = await A.post("/api/Users/Register", {
    data: {
      username: mobile,
      signupToken,
      firstName: "آزمون",
      lastName: "دو نمونه",
      password,
      role: "Leader",
      acceptedEULA: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const operator = await bearer(SEEDED.operator);
  const userId = await withDb(
    async (db) => (await db.query<{ id: number }>(`select id from "User" where mobile = $1`, [mobile])).rows[0].id,
  );
  expect((await A.put(`/api/Operator/user/${userId}/toggle-confirmation`, { headers: operator })).ok()).toBe(true);
  const credit = await A.post("/api/Operator/AddCreditToUser", {
    headers: operator,
    data: { userId, operatorNote: "آزمون دو نمونه", amount: 100_000_000 },
  });
  expect(credit.ok(), await credit.text()).toBe(true);

  const subDomain = `two${Date.now().toString(36)}`;
  expect((await cachedOnB("/", site(subDomain))).status).toBe(404); // B has looked the host up: unknown
  const owner = await bearer({ mobile, password });
  const created = await A.post("/api/sale-website", {
    headers: owner,
    data: { subDomain, planType: "Basic", paymentMethod: "Credit" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  // Made, not yet paid: B now knows the host (the site's own "not active" page, no longer a 404).
  const known = await shownWithin("new site", Date.now(), async () => {
    const home = await onB("/", site(subDomain));
    return home.status === 200 && home.body.includes('data-testid="inactive-site"');
  });
  console.info(`[instances] new site made through A known to B after ${known} ms`);
  // Paid from the wallet through A: B serves the site itself.
  const { billId, paymentToken } = await created.json();
  const paid = await A.post(`/api/tour/bill/${billId}/credit-purchase/${paymentToken}`, { headers: owner });
  expect(paid.ok(), await paid.text()).toBe(true);
  const active = await shownWithin("paid site", Date.now(), async () => {
    const home = await onB("/", site(subDomain));
    return (
      home.status === 200 && home.body.includes("data-palette") && !home.body.includes('data-testid="inactive-site"')
    );
  });
  console.info(`[instances] site paid through A served by B after ${active} ms`);

  const deleted = await A.delete(`/api/Operator/user/${userId}`, { headers: operator });
  expect(deleted.ok(), await deleted.text()).toBe(true);
  const gone = await shownWithin(
    "deleted owner's site",
    Date.now(),
    async () => (await onB("/", site(subDomain))).status === 404,
  );
  console.info(`[instances] site of an owner deleted through A gone from B after ${gone} ms`);
});

test("a site whose period has ended shows the inactive page on B once an operator's change through A expires it", async () => {
  const [row] = await withDb(
    async (db) =>
      (
        await db.query<{ userId: number; subDomain: string; planType: string }>(
          `select "userId", "subDomain", "planType" from "SaleWebsite" s join "User" u on u.id = s."userId" where u.mobile = $1`,
          [SEEDED.leader2.mobile],
        )
      ).rows,
  );
  const host = site(row.subDomain);
  expect((await cachedOnB("/", host)).body).not.toContain('data-testid="inactive-site"');
  // The period is over in the database, behind the services' back: B serves its cached page…
  await withDb((db) =>
    db.query(`update "SaleWebsite" set "expiresAt" = now() - interval '1 minute' where "userId" = $1`, [row.userId]),
  );
  expect((await onB("/", host)).body).not.toContain('data-testid="inactive-site"');
  // …until a change of the site through A (the operator sets its plan) expires it on every instance.
  const changed = await A.put(`/api/Operator/sale-website/${row.userId}/plan/${row.planType}`, {
    headers: await bearer(SEEDED.operator),
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const ms = await shownWithin("inactive site", Date.now(), async () =>
    (await onB("/", host)).body.includes('data-testid="inactive-site"'),
  );
  console.info(`[instances] site made inactive through A shown inactive on B after ${ms} ms`);
});

test("an announcement made through A is listed by B", async () => {
  const leaderOnB = { authorization: `Bearer ${await apiToken(B, SEEDED.leader)}` };
  const title = `اطلاعیه دو نمونه ${Date.now().toString(36)}`;
  const made = await A.post("/api/Announcements", {
    headers: await bearer(SEEDED.operator),
    data: { title, body: "متن اطلاعیه", expiresIn: 3 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const ms = await shownWithin("announcement", Date.now(), async () =>
    JSON.stringify(await (await B.get("/api/Announcements", { headers: leaderOnB })).json()).includes(title),
  );
  console.info(`[instances] announcement made through A listed by B after ${ms} ms`);
});

test("a leader's brand change through A shows on B's leader page", async () => {
  const leader = await bearer(SEEDED.leader);
  const { leaderProfile: p } = await (await A.get("/api/Users/Self", { headers: leader })).json();
  const page = `/${p.id}`;
  expect((await cachedOnB(page)).body).toContain(p.brand);
  const brand = `سفرهای کوهستان ${Date.now().toString(36)}`;
  const saved = await A.put("/api/Users/Self", {
    headers: leader,
    data: {
      firstName: p.firstName,
      lastName: p.lastName,
      username: p.username,
      nationalId: p.nationalId,
      brand,
      phone: p.phone,
      instagram: p.instagram,
      address: p.address,
      cityId: p.cityId,
      email: p.email ?? undefined,
      telegram: p.telegram ?? undefined,
      profileAbout: p.profileAbout ?? undefined,
      profileRule: p.profileRule ?? undefined,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const ms = await shownWithin("brand change", Date.now(), async () => (await onB(page)).body.includes(brand));
  console.info(`[instances] brand change through A shown on B after ${ms} ms`);
});

test("a tour photo uploaded through A is served by B (STORAGE_DRIVER=s3)", async () => {
  const tour = await createTour(A, { capacity: 10 });
  const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const uploaded = await A.post(`/api/tour/${tour.id}/Photo`, {
    headers: await bearer(SEEDED.leader),
    multipart: { Photo: { name: "cover.png", mimeType: "image/png", buffer: photo }, Order: "1" },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { photos } = await uploaded.json();
  const address: string = photos.find((p: { order: number }) => p.order === 1)?.address ?? photos[0].address;
  expect(address).toMatch(/^\/uploads\//);
  const [fromA, fromB] = await Promise.all([getBytes(ports.a, address), getBytes(ports.b, address)]);
  expect(fromA.status).toBe(200);
  expect(fromB.status).toBe(200);
  expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
  // And B's tour page links it.
  expect((await onB(`/${tour.leaderId}/tour/${tour.id}`)).body).toContain(address);
});

test("60 buyers split over both instances for 3 places: exactly 3 buy", async () => {
  const tour = await createTour(A, { capacity: 3 });
  const ids = nationalIds(60);
  const answers = await Promise.all(
    ids.map((nationalId, i) =>
      (i % 2 ? B : A).post(`/api/tour/${tour.id}/reservation/session/${tour.sessionId}`, {
        data: {
          paymentMethod: "Online",
          passengers: [
            {
              firstName: "مریم",
              lastName: "احمدی",
              gender: "Female",
              mobile: `0912${String(3_000_000 + i).padStart(7, "0")}`,
              nationalId,
              ageGroup: "Adult",
              vehicleId: tour.vehicleId,
              seat: 1 + (i % 44),
            },
          ],
        },
      }),
    ),
  );
  const statuses = answers.map((a) => a.status());
  const refused = answers.find((a) => a.status() !== 200 && a.status() !== 409);
  expect(refused, refused && `${refused.status()} ${await refused.text()}`).toBeUndefined();
  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.filter((s) => s === 409)).toHaveLength(57);
  const [{ booked }] = await withDb(
    async (db) =>
      (
        await db.query<{ booked: number }>(`select "bookedCount" as booked from "TourSession" where id = $1`, [
          tour.sessionId,
        ])
      ).rows,
  );
  expect(booked).toBe(3);
});

/** Files under `dir` (following no link) changed after `since`. */
function changedSince(dir: string, since: number): string[] {
  const changed: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) changed.push(...changedSince(file, since));
    else if (!entry.isSymbolicLink() && statSync(file).mtimeMs > since) changed.push(file);
  }
  return changed;
}

test("a cancellation through B, which runs no worker, queues the waiting lists' offers at once and A's worker runs it", async () => {
  const tour = await createTour(A, { capacity: 1 });
  const passenger = { firstName: "آرش", lastName: "کمانگیر", gender: "Male" } as const;
  const { mobile, billId, trackingId } = await reserveSeat(A, tour, { paymentMethod: "Online", seat: 1, passenger });
  await payInSandbox(A, billId);
  const manage = await (await B.get(`/api/tour/manage-ticket/${mobile}/${trackingId}`)).json();
  expect((await B.post("/api/tour/manage-ticket/code", { data: { mobile, trackingId } })).ok()).toBe(true);
  const otpCode = await latestTicketCode(mobile, 0, withDb);
  const cancelledAt = new Date();
  const cancelled = await B.post("/api/tour/passengers/refund", {
    data: {
      mobile,
      trackingId,
      passengerIds: manage.passengers.map((p: { id: number }) => p.id),
      penaltyPercent: manage.currentRefundPenaltyPercent,
      otpCode,
      cardNumber: "6037991234567893",
      accountHolder: "مسافر نمونه",
    },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  const answeredMs = Date.now() - cancelledAt.getTime();
  // The schedule's runs carry no data: a job with placesFreed was sent by the cancel's route handler.
  const job = () =>
    withDb(
      async (db) =>
        (
          await db.query<{ state: string; created_on: Date }>(
            `select state::text, created_on from pgboss.job where name = 'waitlist-offers'
               and data->>'placesFreed' = 'true' and created_on >= $1 order by created_on limit 1`,
            [cancelledAt],
          )
        ).rows[0],
    );
  const queued = await job();
  expect(queued, "the cancel queued no waiting-list job").toBeDefined();
  expect(queued!.created_on.getTime() - cancelledAt.getTime()).toBeLessThanOrEqual(answeredMs + 1000);
  await expect.poll(async () => (await job())?.state, { timeout: 15_000 }).toBe("completed");
  console.info(`[instances] cancel through B answered in ${answeredMs} ms, its offers' job queued and run by A`);
});

test("each instance's GET /api/metrics holds every family the issue names, with plausible values, after traffic", async () => {
  const { a, b, metricsToken, redis } = state();
  for (const port of [a, b]) {
    // A page of the page cache under three addresses (one page to Next's cache, which reads no query string for it: at least
    // twice from it; three pages to the front door's memo, server/page-memo.ts), the last once more (from the memo), an API
    // read, and one verb the front door refuses. The seed's first tour: /3/tour/1.
    for (let i = 0; i < 3; i++) expect((await getPage(port, `/3/tour/1?from=${i}`)).status).toBe(200);
    expect((await getPage(port, "/3/tour/1?from=2")).status).toBe(200);
    expect((await getPage(port, "/api/openapi.json")).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/tariff`, { method: "PROPFIND" })).status).toBe(405);
    expect((await fetch(`http://127.0.0.1:${port}/api/metrics`)).status, "no token").toBe(401);
    const res = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(res.status, `the metrics of the server on ${port}`).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const value = (series: string) => {
      const line = text.split("\n").find((l) => l.startsWith(`${series} `));
      return line === undefined ? NaN : Number(line.slice(series.length + 1));
    };
    const MB = 1024 * 1024;
    const rss = value("process_resident_memory_bytes");
    expect(rss).toBeGreaterThan(50 * MB);
    expect(rss).toBeLessThan(4096 * MB);
    const limit = value("hamsafar_heap_limit_bytes");
    // --max-old-space-size=320 (README's "Deploy") plus the young generation.
    expect(limit).toBeGreaterThanOrEqual(320 * MB);
    expect(limit).toBeLessThan(400 * MB);
    const used = value("nodejs_heap_size_used_bytes");
    expect(used).toBeGreaterThan(10 * MB);
    expect(used).toBeLessThan(limit);
    expect(value("hamsafar_heap_used_after_major_gc_bytes")).toBeLessThan(limit);
    const lag = value("nodejs_eventloop_lag_p99_seconds");
    expect(lag).toBeGreaterThan(0);
    expect(lag).toBeLessThan(10);
    expect(value('nodejs_gc_duration_seconds_count{kind="minor"}')).toBeGreaterThan(0);
    expect(value('nodejs_gc_duration_seconds_sum{kind="minor"}')).toBeGreaterThan(0);
    expect(value('hamsafar_http_request_duration_seconds_count{kind="page",status="200"}')).toBeGreaterThanOrEqual(3);
    expect(value('hamsafar_http_request_duration_seconds_count{kind="api",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(value('hamsafar_http_request_duration_seconds_sum{kind="page",status="200"}')).toBeGreaterThan(0);
    expect(value('hamsafar_refusals_total{reason="method"}')).toBeGreaterThanOrEqual(1);
    const max = value('hamsafar_db_pool_connections{state="max"}');
    expect(max).toBeGreaterThanOrEqual(1);
    expect(value('hamsafar_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(value('hamsafar_db_pool_connections{state="total"}')).toBeLessThanOrEqual(max);
    expect(value('hamsafar_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    // pg-boss's table is shared: both instances (B runs no worker) see A's queues, the cancel's job above done.
    expect(value('hamsafar_jobs{queue="waitlist-offers",state="completed"}')).toBeGreaterThanOrEqual(1);
    // Other queues show once their schedule has run (the minute's sweep may not have yet): every line is well formed.
    const jobLines = text.split("\n").filter((line) => line.startsWith("hamsafar_jobs{"));
    for (const line of jobLines) expect(line).toMatch(/^hamsafar_jobs\{queue="[\w-]+",state="[a-z]+"\} \d+$/);
    // The cache: the page above came from it, and the process's LRU holds pages within its bound.
    expect(value('hamsafar_cache_reads_total{cache="handler",result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(value('hamsafar_cache_reads_total{cache="handler",result="miss"}')).toBeGreaterThanOrEqual(0);
    expect(value('hamsafar_cache_reads_total{cache="memory",result="hit"}')).toBeGreaterThan(0);
    if (redis) expect(value('hamsafar_cache_reads_total{cache="redis",result="miss"}')).toBeGreaterThanOrEqual(0);
    const bytes = value('hamsafar_cache_size_bytes{cache="memory",state="used"}');
    expect(bytes).toBeGreaterThan(1000);
    expect(bytes).toBeLessThanOrEqual(value('hamsafar_cache_size_bytes{cache="memory",state="limit"}'));
    expect(value('hamsafar_cache_entries{cache="memory"}')).toBeGreaterThan(0);
    expect(value('hamsafar_cache_entries{cache="tag_records"}')).toBeGreaterThanOrEqual(0);
    expect(value('hamsafar_cache_entries{cache="pending_renders"}')).toBeGreaterThanOrEqual(0);
    expect(value('hamsafar_page_memo_total{result="miss"}')).toBeGreaterThanOrEqual(3);
    expect(value('hamsafar_page_memo_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    // A processed the photo upload above: its turns are counted and all given back.
    if (port === a)
      for (const turns of ["running", "waiting"])
        expect(value(`hamsafar_work_in_flight{work="images",state="${turns}"}`), `images ${turns} on A`).toBe(0);
    console.info(
      `[instances] metrics of ${port}: rss ${Math.round(rss / MB)} MB, heap ${Math.round(used / MB)}/${Math.round(limit / MB)} MB, ` +
        `loop p99 ${Math.round(lag * 1000)} ms, LRU ${Math.round(bytes / 1024)} KB`,
    );
  }
});

test("the servers ran from the artefact with production dependencies only and wrote nothing into it", async () => {
  const { artefact, deployedAt } = state();
  const modules = realpathSync(path.join(artefact, "node_modules"));
  // Development tools are not there: the server and the migrate step ran without them (esbuild compiled the
  // cache handler at every config read before). typescript, prisma and @playwright/test are optional peers of
  // production packages (@prisma/client, next): the artefact's lock leaves them out (scripts/build-artefact.ts).
  for (const tool of [
    "esbuild",
    "tsx",
    "vitest",
    "eslint",
    "@redocly/cli",
    "typescript",
    "prisma",
    "@prisma/engines",
    "@playwright/test",
    "playwright",
  ])
    expect(() => statSync(path.join(modules, tool)), `${tool} is in the production dependencies`).toThrow();
  expect(statSync(path.join(modules, "next")).isDirectory()).toBe(true);
  // Every test above has run against A and B: pages rendered, cached, uploads served. Nothing was written.
  expect(changedSince(artefact, deployedAt)).toEqual([]);
  expect(changedSince(modules, deployedAt)).toEqual([]);
  expect(statSync(artefact).mode & 0o222, "the artefact's folder is writable").toBe(0);
});
