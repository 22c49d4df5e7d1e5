// `npx tsx bench/calendar-loader.ts --data <dir> [--month 1405-09] [--runs 20]` (issues 33, 34): the sale website
// calendar of the leader with the most sessions in a month, on a data folder of `npm run bench:scale` kept with
// BENCH_KEEP=1 (DATABASE_URL, else its database-url while its server runs, else its embedded PostgreSQL is started here). Prints the
// month's sessions, the month loader's milliseconds (median and p90 of the runs, no cache) and the bytes of the month's
// body as the page renders it (HTML, gzipped, and the props it carries), then the same for its busiest day's first page,
// with the machine's load. Wall-clock figures move with the load; the bytes and the rows do not.
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { loadAverage, openKeptDatabase } from "./kept-data";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
if (!arg("data")) throw new Error("--data <dir> is required");
const dataDir = path.resolve(arg("data")!);
const runs = Number(arg("runs") ?? 20);
const load = loadAverage;

// DATABASE_URL first: the folder's cluster may already run on another port.
const { url, db } = await openKeptDatabase(dataDir, { url: process.env.DATABASE_URL });
process.env.DATABASE_URL = url;
// After DATABASE_URL: the client reads it when first imported.
const { monthGrid, monthKey, parseMonthKey, tehranMonth } = await import("../lib/format/jalali-month");
const { listCalendarDay, listCalendarMonth } = await import("../lib/websites/site-calendar");
const { MonthCalendar } = await import("../components/sale-website/month-calendar");
const { CalendarDay } = await import("../components/sale-website/calendar-day");
const { prisma } = await import("../lib/db/client");

const month = arg("month") ? parseMonthKey(arg("month")!) : tehranMonth(new Date());
if (!month) throw new Error("--month is yyyy-mm (Jalali)");
const grid = monthGrid(month);
const [leader] = await prisma.$queryRaw<{ leaderId: number; sessions: bigint }[]>`
  SELECT t."leaderId", count(*) AS sessions FROM "TourSession" s JOIN "Tour" t ON t.id = s."tourId"
  WHERE s."startTime" >= ${grid.start} AND s."startTime" < ${grid.end} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`;
if (!leader) throw new Error(`no session in ${monthKey(month)}`);

async function timed<T>(read: () => Promise<T>) {
  const ms: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await read();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
  return { last, median: at(0.5), p90: at(0.9) };
}

const bytes = (html: string, props: unknown) => {
  const text = `<html>${html}</html>`;
  return `HTML ${Buffer.byteLength(text)} B (gzip ${gzipSync(text).length} B), props ${Buffer.byteLength(JSON.stringify(props))} B`;
};

const m = await timed(() => listCalendarMonth(leader.leaderId, month));
const href = `/calendar/${monthKey(month)}`;
const monthHtml = renderToStaticMarkup(
  createElement(MonthCalendar, {
    month,
    grid,
    days: m.last,
    title: "تقویم",
    monthHref: href,
    prevHref: null,
    nextHref: null,
  }),
);
const listed = m.last.reduce((n, d) => n + d.count, 0);
const shown = m.last.reduce((n, d) => n + d.sessions.length, 0);
console.log(
  `[calendar] leader ${leader.leaderId}, ${monthKey(month)}: ${listed} listed sessions (${leader.sessions} in all) on ` +
    `${m.last.length} days, ${shown} shown; loader median ${m.median} ms, p90 ${m.p90} ms over ${runs} runs; ` +
    `${bytes(monthHtml, m.last)}; load ${load()}`,
);
const busiest = [...m.last].sort((a, b) => b.count - a.count)[0];
if (busiest) {
  const d = await timed(() => listCalendarDay(leader.leaderId, busiest.day, 1));
  const dayHtml = renderToStaticMarkup(
    createElement(CalendarDay, {
      ...d.last,
      name: busiest.day,
      monthName: monthKey(month),
      dayOfMonth: grid.dayKeys.indexOf(busiest.day) + 1,
      page: 1,
      pages: Math.ceil(d.last.count / 40),
      href,
      monthHref: href,
      prevHref: null,
      nextHref: null,
    }),
  );
  console.log(
    `[calendar] its busiest day ${busiest.day}: ${busiest.count} sessions, page 1 shows ${d.last.sessions.length}; ` +
      `loader median ${d.median} ms, p90 ${d.p90} ms; ${bytes(dayHtml, d.last)}; load ${load()}`,
  );
}
await prisma.$disconnect();
await db?.stop();
