// `npm run bench:scale:jobs -- --data <dir> [--seed <scale>] [--abandoned <n>]` (issue 33): the background jobs over
// the national-size data set, each called as its pg-boss worker calls it (lib/jobs), timed run by run.
//   --data <dir>     a data folder of `npm run bench:scale` kept with BENCH_KEEP=1 (its database-url is used while
//                    its server runs; otherwise its embedded PostgreSQL is started here)
//   --seed <scale>   build the data set here first on a fresh folder, without a server (migrations, demo seed,
//                    bench/scale-seed.ts, its checks): a quick check of the seed at a small scale
//   --scale <s>      the scale of a kept folder whose data set lacks seedScaleExtras's rows (default 1): they are added
//   --abandoned <n>  first add n reservations whose online bill lapsed unpaid (default 1,000 × scale, at least 400):
//                    the sweep's work; the freed places are what the waiting lists are offered
// Prints one line per run: the job, what it did and its milliseconds, with the machine's load.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrate } from "../lib/db/migrate";
import { loadAverage, openKeptDatabase } from "./kept-data";
import { checkScale, lacksScaleExtras, seedScale, seedScaleExtras } from "./scale-seed";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const dataDir = path.resolve(arg("data") ?? "");
if (!arg("data")) throw new Error("--data <dir> is required");
const seedAt = arg("seed") === undefined ? null : Number(arg("seed"));
const log = (m: string) => console.log(`[scale-jobs] ${m}`);
const load = loadAverage;

const { url, db } = await openKeptDatabase(dataDir, { start: seedAt !== null, durable: seedAt === null });
process.env.DATABASE_URL = url;
process.env.SMS_SILENT = "1";
// The installment reminders sign their pay links with the server's secret (kept in the folder by scripts/start.ts).
const secretFile = path.join(dataDir, "auth-secret");
process.env.AUTH_SECRET ??= existsSync(secretFile)
  ? readFileSync(secretFile, "utf8").trim()
  : "bench-scale-jobs-secret";
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  // A kept folder may predate the newest migrations (the code run here is the worktree's).
  await migrate(url, { log });
  if (seedAt !== null) {
    const { seedIfEmpty } = await import("../prisma/seed");
    await seedIfEmpty();
    const started = performance.now();
    await seedScale(client, seedAt, log);
    log(`built at scale ${seedAt} in ${Math.round((performance.now() - started) / 1000)} s`);
  } else if (await lacksScaleExtras(client)) {
    const started = performance.now();
    await seedScaleExtras(client, Number(arg("scale") ?? 1), log);
    log(`extras added in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  const problems = await checkScale(client);
  log(`checks: ${problems.length ? problems.join("; ") : "consistent"}`);
  const scale = Number(
    (await client.query(`SELECT count(*)::float / 600000 AS s FROM "Reservation" WHERE "trackingId" ~ '^T[0-9]{9}$'`))
      .rows[0].s,
  );
  const abandoned = Number(arg("abandoned") ?? Math.max(400, Math.round(1_000 * scale)));
  await addAbandoned(client, abandoned);

  await import("../lib/wiring/bill-purposes"); // the sweep releases bills of every purpose, as the worker wires it
  const { sweepPayments } = await import("../lib/payments/sweep-payments");
  const { processTourEvents } = await import("../lib/refunds/refund-cancelled-tour");
  const { offerFreedPlaces } = await import("../lib/waitlist/offer-freed-places");
  const { sendDueReminders } = await import("../lib/reminders/send-reminders");
  const { sendInstallmentReminders } = await import("../lib/installments/send-installment-reminders");
  const { notifyRenewals, RENEWAL_NOTICE_DAYS } = await import("../lib/websites/notify-renewals");
  const timed = async <T>(name: string, interval: string, run: () => Promise<T>) => {
    const started = performance.now();
    const report = await run();
    const ms = Math.round(performance.now() - started);
    log(`${name} (every ${interval}): ${JSON.stringify(report)} in ${ms} ms (load ${load()})`);
    return report;
  };
  // The sweep handles SWEEP_BATCH bills a run: runs until one expires nothing, then once more with nothing to do.
  for (let run = 1; run < 100; run++) {
    const report = await timed(`payments sweep, run ${run}`, "minute", async () => {
      const r = await sweepPayments(new Date());
      await processTourEvents();
      return r;
    });
    if (!report.expired && !report.completed) break;
  }
  await timed("waiting-list offers, first run", "minute", () => offerFreedPlaces());
  await timed("waiting-list offers, again", "minute", () => offerFreedPlaces());
  await timed("tour reminders, first run", "minute", () => sendDueReminders());
  await timed("tour reminders, again", "minute", () => sendDueReminders());
  // Tehran 09:00–24:00 is when installment reminders go out: run as if at 10:00 Tehran today.
  const tehranTen = new Date(`${new Date(Date.now() + 3.5 * 3_600_000).toISOString().slice(0, 10)}T06:30:00Z`);
  await timed("installment reminders, first run", "5 minutes", () => sendInstallmentReminders(tehranTen));
  await timed("installment reminders, again", "5 minutes", () => sendInstallmentReminders(tehranTen));
  await timed("site renewal notices, first run", "day", () => notifyRenewals(RENEWAL_NOTICE_DAYS));
  await timed("site renewal notices, again", "day", () => notifyRenewals(RENEWAL_NOTICE_DAYS));
  const after = await checkScale(client);
  log(`checks after the jobs: ${after.length ? after.join("; ") : "consistent"}`);
} finally {
  await client.end();
  const { prisma } = await import("../lib/db/client");
  await prisma.$disconnect().catch(() => {});
  await db?.stop();
}
process.exit(0);

/**
 * n tickets whose buyer left at the gateway page: a Reserved reservation holding its places, its online bill past
 * its time without a payment, on upcoming sessions drawn like the tickets (the popular ones get most). Set-based.
 */
async function addAbandoned(client: pg.Client, n: number) {
  const started = performance.now();
  const marker = Date.now().toString(36);
  await client.query(`DROP TABLE IF EXISTS xa, xu`);
  await client.query(
    `CREATE TEMP TABLE xu AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM "TourSession" WHERE "startTime" > now() + interval '2 days'`,
  );
  await client.query(`CREATE UNIQUE INDEX ON xu (k)`);
  await client.query(
    `CREATE TEMP TABLE xa AS
     SELECT g, s.id AS sid, s."tourId", t."leaderId", s.price
     FROM (SELECT g, floor((SELECT count(*) FROM xu) * power(random(), 1.6))::int AS k FROM generate_series(1, $1) g) x
     JOIN xu ON xu.k = x.k JOIN "TourSession" s ON s.id = xu.id JOIN "Tour" t ON t.id = s."tourId"`,
    [n],
  );
  await client.query(
    `WITH bills AS (
       INSERT INTO "Bill" (id, purpose, amount, status, method, "payerMobile", "beneficiaryId", reference, "expiresAt", "createdAt", "updatedAt")
       SELECT 'ab${marker}_' || g, 'TourReservation', price, 'Pending', 'Online', '0914' || lpad(g::text, 7, '0'), "leaderId",
              'A${marker}' || g, now() - interval '1 minute', now() - interval '16 minutes', now() FROM xa RETURNING id),
     r AS (
       INSERT INTO "Reservation" ("trackingId", "tourId", "sessionId", "buyerMobile", "totalPrice", amount, "paymentMethod", status, "billId", "createdAt", "updatedAt")
       SELECT 'A${marker}' || g, "tourId", sid, '0914' || lpad(g::text, 7, '0'), price, price, 'Online', 'Reserved', 'ab${marker}_' || g,
              now() - interval '16 minutes', now() FROM xa RETURNING id, "sessionId", "buyerMobile", "trackingId")
     INSERT INTO "Passenger" ("reservationId", "sessionId", "firstName", "lastName", "nationalId", mobile, gender, "ageGroup",
                              "basePrice", "totalPrice", paid, commission, status, "activeNationalKey", "createdAt")
     SELECT r.id, r."sessionId", 'سارا', 'رهاشده', lpad((7000000000 + substr(r."trackingId", ${marker.length + 2})::bigint)::text, 10, '0'),
            r."buyerMobile", 'Female', 'Adult', x.price, x.price, 0, 0, 'Reserved',
            r."sessionId" || ':' || lpad((7000000000 + substr(r."trackingId", ${marker.length + 2})::bigint)::text, 10, '0'), now()
     FROM r JOIN xa x ON x.sid = r."sessionId" AND 'A${marker}' || x.g = r."trackingId"`,
  );
  await client.query(
    `UPDATE "TourSession" s SET "bookedCount" = s."bookedCount" + x.n, capacity = greatest(s.capacity, s."bookedCount" + x.n)
     FROM (SELECT sid, count(*)::int AS n FROM xa GROUP BY sid) x WHERE x.sid = s.id`,
  );
  await client.query(`ANALYZE "Bill"; ANALYZE "Reservation"; ANALYZE "Passenger"`);
  log(`${n} abandoned reservations (bills past their time) added in ${Math.round(performance.now() - started)} ms`);
}
