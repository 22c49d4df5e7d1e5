// `npx tsx --conditions=react-server bench/tour-operations.ts`: speed of the leader's tour
// operations on this machine (issue 10), against a fresh embedded PostgreSQL:
//   (1) the report of one tour with 2,000 passengers (46 buses with seats, extra items, offline
//       entries): the passengers call, the sales summary and the Excel export, as the report page loads them;
//   (2) the passenger book of a leader with 200,000 tickets (120,000 distinct travellers over 200
//       tours): searches by name, national id and mobile, the trips filter, the blacklist filter and the
//       unfiltered first page, read from the book table (PassengerBookEntry) the database keeps equal to
//       the tickets. The report tour's tickets go in with the book's trigger on (its cost is measured);
//       the book's 250,000 are bulk-loaded with it off and the book rebuilt once (the migration's backfill).
// Each figure is the median and the worst of BENCH_RUNS (default 7) runs after one warm-up. Prints the
// figures and writes them to bench/results/tour-operations.md (section "Tour operations"). The book's searches are
// also run, in the same process on the same data, with the search as it was before the book table
// (the last version of lib/passengers/search-passenger-book.ts that aggregated the tickets, taken from
// git), so before and after are measured under the same load. BENCH_EXPLAIN=1 prints the query plans
// of the book's searches instead of writing the figures.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execSync } from "node:child_process";
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const REPORT_PASSENGERS = 2_000;
/** BENCH_SCALE (default 1) shrinks the passenger book for a quick smoke run (figures then not written). */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const BOOK_TICKETS = Math.round(200_000 * SCALE);
const BOOK_PEOPLE = Math.round(120_000 * SCALE);
const log = (m: string) => console.log(`[bench] ${m}`);

async function time<T>(fn: () => Promise<T>): Promise<{ median: number; worst: number; result: T }> {
  let result = await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    result = await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: Math.round(samples[Math.floor(samples.length / 2)]), worst: Math.round(samples.at(-1)!), result };
}

const dir = mkdtempSync(path.join(os.tmpdir(), "hamsafar-bench-ops-"));
const pg = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), quiet: true });
try {
  await pg.createDatabase("bench");
  process.env.DATABASE_URL = pg.url("bench");
  await migrate(pg.url("bench"), { log: () => {} });
  const { prisma } = await import("../lib/db/client");
  const { listTourPassengers } = await import("../lib/tour-report/list-tour-passengers");
  const { getSalesSummary } = await import("../lib/tour-report/get-sales-summary");
  const { exportTourPassengers } = await import("../lib/tour-report/export-tour-passengers");
  const { searchPassengerBook, passengerBookSql, passengerBookCountSql } =
    await import("../lib/passengers/search-passenger-book");
  // The search before the book table, from git (the parent of the commit that removed its aggregate).
  const legacyFile = path.resolve("lib/passengers/.bench-legacy-search-passenger-book.ts");
  const removal = execSync(`git log -S'WITH b AS (' --format=%H -1 -- lib/passengers/search-passenger-book.ts`)
    .toString()
    .trim();
  writeFileSync(legacyFile, execSync(`git show ${removal}~1:lib/passengers/search-passenger-book.ts`));
  let legacySearch: typeof searchPassengerBook;
  try {
    legacySearch = (await import(legacyFile)).searchPassengerBook;
  } finally {
    rmSync(legacyFile, { force: true });
  }

  const leader = await prisma.user.create({
    data: {
      mobile: "09120009991",
      role: "Leader",
      passwordHash: "x",
      firstName: "بنچ",
      lastName: "مارک",
      isConfirmed: true,
    },
  });
  const other = await prisma.user.create({
    data: {
      mobile: "09120009992",
      role: "Leader",
      passwordHash: "x",
      firstName: "دیگر",
      lastName: "برگزارکننده",
      isConfirmed: true,
    },
  });
  const start = new Date(Date.now() + 20 * 86_400_000);
  const end = new Date(start.getTime() + 2 * 86_400_000);

  // (1) One tour, one session of 2,000 passengers in 46 buses of 44 seats, every tenth with an extra item.
  log("seeding the report tour (2,000 passengers)…");
  const tour = await prisma.tour.create({
    data: {
      leaderId: leader.id,
      title: "تور پرمسافر",
      tourType: "SimpleTour",
      extraQuestionTitle: "گروه خونی",
      startTime: start,
      endTime: end,
      sessions: {
        create: { startTime: start, endTime: end, capacity: 2_100, bookedCount: REPORT_PASSENGERS, price: 2_000_000n },
      },
      extraItems: { create: { title: "کیسه خواب", capacity: 500, price: 300_000n, soldCount: 200 } },
    },
    include: { sessions: true, extraItems: true },
  });
  const session = tour.sessions[0];
  await prisma.$executeRaw`
    INSERT INTO "Vehicle" ("sessionId", "vehicleType", "busPassengersCanChooseTheirSeat", capacity, "bookedCount")
    SELECT ${session.id}, 'Bus44', true, 44, 44 FROM generate_series(1, 46)`;
  await prisma.$executeRaw`
    INSERT INTO "Reservation" ("trackingId", "tourId", "sessionId", "buyerMobile", "totalPrice", amount, "paymentMethod", status, "updatedAt")
    SELECT 'R' || lpad(g::text, 7, '0'), ${tour.id}, ${session.id}, '0912' || lpad(g::text, 7, '0'), 2000000, 2000000,
           (CASE WHEN g % 7 = 0 THEN 'Offline' ELSE 'Online' END)::"PaymentMethod",
           (CASE WHEN g % 7 = 0 THEN 'OfflinePayment' ELSE 'ConfirmedPayment' END)::"TicketStatus", now()
    FROM generate_series(1, ${REPORT_PASSENGERS}) g`;
  const reportInsert = performance.now();
  await prisma.$executeRaw`
    WITH v AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM "Vehicle" WHERE "sessionId" = ${session.id}),
         r AS (SELECT id, "sessionId", status, row_number() OVER (ORDER BY id) - 1 AS n FROM "Reservation" WHERE "tourId" = ${tour.id})
    INSERT INTO "Passenger" ("reservationId", "sessionId", "firstName", "lastName", "nationalId", mobile, gender, "ageGroup", "extraQuestionAnswer",
                             "vehicleId", "vehicleType", "seatNumber", "basePrice", "totalPrice", paid, commission, status, "activeNationalKey")
    SELECT r.id, r."sessionId", 'مسافر' || r.n, 'آزمایشی', lpad((1000000000 + r.n)::text, 10, '0'), '0912' || lpad(r.n::text, 7, '0'), 'Female', 'Adult', 'O+',
           v.id, 'Bus44', (r.n % 44) + 1, 2000000, 2000000, 2000000, 100000, r.status, r."sessionId" || ':' || (1000000000 + r.n)
    FROM r JOIN v ON v.k = r.n / 44`;
  const reportInsertMs = Math.round(performance.now() - reportInsert);
  log(`2,000 paid tickets inserted in one statement with the book's trigger: ${reportInsertMs} ms`);
  await prisma.$executeRaw`
    INSERT INTO "SeatBooking" ("sessionId", "vehicleId", "seatNumber", "passengerId")
    SELECT "sessionId", "vehicleId", "seatNumber", id FROM "Passenger" WHERE "sessionId" = ${session.id}`;
  await prisma.$executeRaw`
    INSERT INTO "PassengerExtraItem" ("passengerId", "extraItemId", title, "unitPrice", number)
    SELECT id, ${tour.extraItems[0].id}, 'کیسه خواب', 300000, 1 FROM "Passenger" WHERE "sessionId" = ${session.id} AND id % 10 = 0`;

  // (2) The passenger book: 200 tours of the leader, 200,000 paid tickets of 120,000 travellers; another
  // leader's 50,000 tickets share the tables.
  log("seeding the passenger book (200,000 tickets)…");
  await prisma.$executeRawUnsafe(`ALTER TABLE "Passenger" DISABLE TRIGGER USER`);
  for (const [owner, tours, tickets] of [
    [leader.id, 200, BOOK_TICKETS],
    [other.id, 50, Math.round(50_000 * SCALE)],
  ] as const) {
    await prisma.$executeRaw`
      INSERT INTO "Tour" ("leaderId", title, "tourType", "startTime", "endTime", "updatedAt")
      SELECT ${owner}, 'تور ' || g, 'SimpleTour', ${start}, ${end}, now() FROM generate_series(1, ${tours}) g`;
    await prisma.$executeRaw`
      INSERT INTO "TourSession" ("tourId", "startTime", "endTime", capacity, "bookedCount", price)
      SELECT id, ${start}, ${end}, 2000, 1000, 1000000 FROM "Tour" WHERE "leaderId" = ${owner} AND id <> ${tour.id}`;
    await prisma.$executeRaw`
      WITH s AS (SELECT s.id, s."tourId", row_number() OVER (ORDER BY s.id) - 1 AS k, count(*) OVER () AS total
                 FROM "TourSession" s JOIN "Tour" t ON t.id = s."tourId" WHERE t."leaderId" = ${owner} AND t.id <> ${tour.id})
      INSERT INTO "Reservation" ("trackingId", "tourId", "sessionId", "buyerMobile", "totalPrice", amount, "paymentMethod", status, "createdAt", "updatedAt")
      SELECT 'B' || ${owner} || '-' || g, s."tourId", s.id, '0935' || lpad((g % ${BOOK_PEOPLE})::text, 7, '0'), 1000000, 1000000, 'Online', 'ConfirmedPayment',
             now() - (g % 400) * interval '1 day', now()
      FROM generate_series(1, ${tickets}) g JOIN s ON s.k = (g + g / ${BOOK_PEOPLE}::int) % s.total`;
    await prisma.$executeRaw`
      INSERT INTO "Passenger" ("reservationId", "sessionId", "firstName", "lastName", "nationalId", mobile, gender, "ageGroup", "basePrice", "totalPrice", paid, status, "createdAt")
      SELECT r.id, r."sessionId", (ARRAY['مریم','علی','زهرا','حسین','سارا','رضا','نرگس','مهدی'])[1 + (p % 8)], 'خانواده' || p,
             lpad((2000000000 + p + ${owner} * 1000000)::text, 10, '0'), r."buyerMobile", 'Male', 'Adult', 1000000, 1000000, 1000000, 'ConfirmedPayment', r."createdAt"
      FROM (SELECT id, "sessionId", "buyerMobile", "createdAt", substr("buyerMobile", 5)::int AS p FROM "Reservation" WHERE "trackingId" LIKE 'B' || ${owner} || '-%') r`;
  }
  await prisma.$executeRawUnsafe(`ALTER TABLE "Passenger" ENABLE TRIGGER USER`);
  const rebuild = performance.now();
  await prisma.$executeRaw`SELECT "passenger_book_rebuild"()`;
  const rebuildMs = Math.round(performance.now() - rebuild);
  log(`book rebuilt from the tickets in ${rebuildMs} ms`);
  // 1,000 blacklisted travellers of the leader.
  await prisma.$executeRaw`
    INSERT INTO "PassengerBlacklist" ("leaderId", "nationalId")
    SELECT ${leader.id}, lpad((2000000000 + p * 120 + ${leader.id} * 1000000)::text, 10, '0') FROM generate_series(0, 999) p`;
  await prisma.$executeRawUnsafe("VACUUM ANALYZE");
  const bookRows = await prisma.passengerBookEntry.count({ where: { ownerId: leader.id, bySeller: false } });
  const count = await prisma.passenger.count();
  log(`${count.toLocaleString("en")} passengers in the database`);

  const rows: [string, { median: number; worst: number }, string][] = [];
  const report = await time(() => listTourPassengers(leader.id, tour.id));
  rows.push([
    "(1) report: passengers per session and vehicle (`GET /api/tour/{id}/passengers`)",
    report,
    `${report.result.sessions[0].passengers.length} passengers`,
  ]);
  const summary = await time(() => getSalesSummary(leader.id, tour.id));
  rows.push([
    "(1) report: sales summary (`GET /api/Tour/{id}/sales-summary`)",
    summary,
    `${summary.result.soldCount} sold`,
  ]);
  const both = await time(() =>
    Promise.all([listTourPassengers(leader.id, tour.id), getSalesSummary(leader.id, tour.id)]),
  );
  rows.push(["(1) report page's two calls together", both, ""]);
  const excel = await time(async () => (await exportTourPassengers(leader.id, tour.id)).arrayBuffer());
  rows.push(["(1) Excel export of the 2,000 passengers", excel, `${Math.round(excel.result.byteLength / 1024)} KiB`]);

  const caller = { userId: leader.id, role: "Leader" as const, canLogin: true };
  const page = { Page: 1, PageSize: 10 };
  const searches: [string, Parameters<typeof searchPassengerBook>[1]][] = [
    [
      "(2) book: search by national id",
      { searchOnNameNationalIdMobile: String(2000000000 + 54321 + leader.id * 1000000).padStart(10, "0") },
    ],
    ["(2) book: search by mobile", { searchOnNameNationalIdMobile: "09350054321" }],
    ["(2) book: search by name", { searchOnNameNationalIdMobile: "خانواده54321" }],
    ["(2) book: search by a common first name (page 1 of many)", { searchOnNameNationalIdMobile: "زهرا" }],
    ["(2) book: search by the last digits of a mobile", { searchOnNameNationalIdMobile: "54321" }],
    ["(2) book: trips ≥ 2, no term (page 1)", { countOperator: "GreaterThanOrEqual", count: 2 }],
    ["(2) book: trips = 1, no term (page 1)", { countOperator: "Equal", count: 1 }],
    [
      "(2) book: a common first name and trips ≥ 2",
      { searchOnNameNationalIdMobile: "زهرا", countOperator: "GreaterThanOrEqual", count: 2 },
    ],
    ["(2) book: blacklisted only", { isBlackListed: true }],
    ["(2) book: not blacklisted (page 1)", { isBlackListed: false }],
    ["(2) book: first page, no filter", {}],
  ];
  if (process.env.BENCH_EXPLAIN) {
    for (const [title, filter] of searches) {
      for (const q of [
        prisma.$queryRaw<
          { "QUERY PLAN": string }[]
        >`EXPLAIN (ANALYZE, BUFFERS) SELECT e."nationalId" ${passengerBookSql(caller, filter)} ORDER BY e."lastTrip" DESC, e."nationalId" LIMIT 10`,
        prisma.$queryRaw<
          { "QUERY PLAN": string }[]
        >`EXPLAIN (ANALYZE, BUFFERS) ${passengerBookCountSql(caller, filter)}`,
      ])
        console.log(`\n== ${title}\n${(await q).map((r) => r["QUERY PLAN"]).join("\n")}`);
    }
    await prisma.$disconnect();
    process.exit(0);
  }
  for (const [title, filter] of searches) {
    const before = await time(() => legacySearch(caller, filter, page));
    const t = await time(() => searchPassengerBook(caller, filter, page));
    if (t.result.totalItemCount !== before.result.totalItemCount)
      throw new Error(`${title}: ${t.result.totalItemCount} matches, before ${before.result.totalItemCount}`);
    rows.push([
      title,
      t,
      `${t.result.totalItemCount.toLocaleString("en")} matches; before the book table (same run): ${before.median} / ${before.worst} ms`,
    ]);
  }
  const deep = await time(() => searchPassengerBook(caller, {}, { Page: 1_000, PageSize: 10 }));
  rows.push(["(2) book: page 1,000, no filter", deep, `${deep.result.result.length} rows`]);

  const commit = execSync("git rev-parse --short HEAD").toString().trim();
  const table = rows.map(([title, t, note]) => `| ${title} | ${t.median} | ${t.worst} | ${note} |`).join("\n");
  console.log(table);
  const section = `## Tour operations (issue 10)

Measured by \`npx tsx --conditions=react-server bench/tour-operations.ts\` on a fresh embedded PostgreSQL:
the service functions the report page and the passenger book call (no HTTP), median and worst of ${RUNS} runs
after one warm-up. ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${commit}, ${os.cpus().length} cores shared with
other work (load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}),
${count.toLocaleString("en")} passengers in the database (a tour of ${REPORT_PASSENGERS.toLocaleString("en")}; a book of
${BOOK_TICKETS.toLocaleString("en")} tickets of ${BOOK_PEOPLE.toLocaleString("en")} travellers over 200 tours, next to another leader's 50,000).
Targets: the report under 1 s, a passenger book search under 200 ms.
The book table held ${bookRows.toLocaleString("en")} rows of the leader; rebuilding the whole book from the tickets (the
migration's backfill) took ${rebuildMs.toLocaleString("en")} ms; the report tour's 2,000 paid tickets went in with one INSERT in
${reportInsertMs.toLocaleString("en")} ms with the book's trigger on (2,000 book rows refreshed at commit).

| Call | Median (ms) | Worst (ms) | Result |
|---|---:|---:|---|
${table}

- The book reads PassengerBookEntry (one row per leader × national id, kept equal to the tickets by a deferred
  trigger; see docs/tours.md, "Tour operations"): a term goes through the trigram index of its search
  text, the order through (ownerId, bySeller, lastTrip DESC, nationalId), blacklisted rows are looked up from the
  blacklist, and the count runs with the page. "Before the book table" is the previous search (aggregating every
  ticket of the leader per query), loaded from git and run in the same process on the same data.
- The first measurement, before the book table (2026-11-23 16:01 UTC, commit a6bed59, load not recorded), had the
  report at 142 ms and the book at 247 ms (national id), 253 ms (mobile), 259 ms (name), 564 ms (common first
  name), 837 ms (first page, no filter); its "trips ≥ 2" row found 0 matches because its seed put both tickets of a
  traveller in one session (fixed: the second ticket goes to the next session).
`;
  if (SCALE !== 1) {
    log("BENCH_SCALE is not 1: figures not written");
    await prisma.$disconnect();
    process.exit(0);
  }
  const file = "bench/results/tour-operations.md";
  const text = readFileSync(file, "utf8");
  const marker = "## Tour operations (issue 10)";
  const at = text.indexOf(marker);
  const next = at >= 0 ? text.indexOf("\n## ", at + marker.length) : -1;
  const updated =
    at >= 0 ? text.slice(0, at) + section + (next >= 0 ? text.slice(next + 1) : "") : `${text.trimEnd()}\n\n${section}`;
  writeFileSync(file, updated);
  log(`written to ${file}`);
  await prisma.$disconnect();
} finally {
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
