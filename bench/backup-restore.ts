// `npm run bench:backup`: `npm run backup` and `npm run restore` on a database of BENCH_PASSENGERS
// passengers (default 1,000,000, made with generate_series on top of the demo data), each run as a
// person runs it (scripts/backup.ts in its own process); their time and peak RSS (the process's own
// maxRSS, which the script prints) go to the "Backup and restore" section of bench/results/backup-restore.md.
// Run it alone: `flock /tmp/hamsafar-heavy.lock npm run bench:backup`.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { writeSections } from "./doc-sections";
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";

const PASSENGERS = Number(process.env.BENCH_PASSENGERS ?? 1_000_000);
const WORK = path.resolve(".data/bench-backup");
const SOURCE = path.join(WORK, "source");
const TARGET = path.join(WORK, "target");
const ARCHIVE = path.join(WORK, "backup.tar.gz");
const log = (message: string) => console.log(`[bench:backup] ${message}`);

async function sql(url: string, text: string, options: { withoutTriggers?: boolean } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!options.withoutTriggers) return await client.query(text);
    // The passenger book's deferred trigger would refresh a book row per generated national id at
    // commit (hours for a million); the bench measures copying rows, so the generated passengers
    // skip it, as the restore itself does (lib/db/stream-backup.ts).
    await client.query("begin");
    await client.query("set local session_replication_role = replica");
    const result = await client.query(text);
    await client.query("commit");
    return result;
  } finally {
    await client.end();
  }
}

/** The demo data, then PASSENGERS passengers on its first reservation. */
async function makeSource() {
  const db = await startEmbeddedPostgres({ dir: path.join(SOURCE, "pg"), quiet: true, durable: false });
  try {
    await db.createDatabase("hamsafar");
    const url = db.url("hamsafar");
    await migrate(url);
    process.env.DATABASE_URL = url;
    // The demo's sales (its reservations) are paid card-to-card: the demo card, as npm start sets it.
    process.env.C2C_CARD_NUMBER ??= "6037997000000000";
    const { seedIfEmpty } = await import("../prisma/seed");
    await seedIfEmpty();
    const started = Date.now();
    const inserted = await sql(
      url,
      `insert into "Passenger" ("reservationId", "sessionId", "firstName", "lastName", "nationalId", mobile, gender, "ageGroup", "basePrice", "totalPrice", paid, status)
       select r.id, r."sessionId", 'مسافر', 'شماره ' || g, lpad(g::text, 10, '0'), '0935' || lpad(g::text, 7, '0'), 'Male', 'Adult', 1500000, 1500000, 1500000, 'ConfirmedPayment'
       from generate_series(1, ${PASSENGERS}) g, (select id, "sessionId" from "Reservation" order by id limit 1) r`,
      { withoutTriggers: true },
    );
    if (inserted.rowCount !== PASSENGERS)
      throw new Error(`generated ${inserted.rowCount} passengers: the demo data has no reservation`);
    log(
      `${PASSENGERS.toLocaleString("en-US")} passengers generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await db.stop();
  }
}

/** scripts/backup.ts as `npm run backup/restore` runs it; its own report line. */
function run(args: string[]) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/backup.ts", ...args],
    { encoding: "utf8", env },
  );
  if (result.status !== 0)
    throw new Error(`scripts/backup.ts ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  const line = result.stdout.trim().split("\n").at(-1)!;
  log(line);
  const peak = Number(/peak RSS (\d+) MB/.exec(line)?.[1]);
  const rows = Number(/(\d+) rows/.exec(line)?.[1]);
  return { seconds: (Date.now() - started) / 1000, peak, rows };
}

async function main() {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  await makeSource();
  const backup = run(["backup", "--data", SOURCE, "--out", ARCHIVE]);
  const size = statSync(ARCHIVE).size;
  const restore = run(["restore", ARCHIVE, "--data", TARGET]);
  const count = async (dir: string) => {
    const db = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), quiet: true });
    try {
      return Number((await sql(db.url("hamsafar"), `select count(*)::int as n from "Passenger"`)).rows[0].n);
    } finally {
      await db.stop();
    }
  };
  const restored = await count(TARGET);
  const source = await count(SOURCE);
  if (restored !== source) throw new Error(`restored ${restored} passengers, the source holds ${source}`);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
  const body = `\`npm run bench:backup\` (bench/backup-restore.ts): the demo data plus ${PASSENGERS.toLocaleString("en-US")} passengers
(generate_series), then \`npm run backup\` and \`npm run restore\` into an empty data folder, each in its own process as a person
runs it (the time includes starting and stopping the embedded PostgreSQL; restore also runs the migrations). Peak RSS is the
process's own maxRSS. Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, load average ${load} (two cores shared with other work).

| Command | Rows | Time | Peak RSS |
|---|---:|---:|---:|
| \`npm run backup\` (COPY per table → tar → gzip, ${(size / 1e6).toFixed(0)} MB archive) | ${backup.rows.toLocaleString("en-US")} | ${backup.seconds.toFixed(0)} s | ${backup.peak} MB |
| \`npm run restore\` (gunzip → tar → COPY FROM per table, fresh durable cluster) | ${restore.rows.toLocaleString("en-US")} | ${restore.seconds.toFixed(0)} s | ${restore.peak} MB |

Memory does not grow with the data: a table is read and written in parts of at most 8 MB (\`PART_BYTES\`, lib/db/stream-backup.ts),
uploads are streamed file by file, and every write waits for gzip and the file (or the COPY) to take it. The restored database
holds the same ${restored.toLocaleString("en-US")} passengers.
`;
  writeSections("bench/results/backup-restore.md", [{ heading: "Backup and restore", body }]);
  log("wrote the Backup and restore section of bench/results/backup-restore.md");
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
