import "server-only";
// GET /api/Tour/stats/periodic?From&To: page views of the caller's tours per Tehran day, every day
// of the range present (zeros included). The range defaults to the last 30 days and spans at most
// 366 days. Days go out as Gregorian yyyy-mm-dd of Tehran's calendar; the page shows them in Jalali.
import { prisma } from "@/lib/db/client";
import { unprocessable } from "@/lib/http/errors";
import { STATISTICS_MESSAGES as M } from "./messages";
import { statisticsScope } from "./scope";
import { tehranDay, tehranDayStart } from "./tehran-days";

const DAY = 86_400_000;

export async function getPeriodicViews(leaderId: number, range: { From?: Date; To?: Date }, now = new Date()) {
  const to = tehranDay(range.To ?? now);
  const from = tehranDay(range.From ?? new Date(tehranDayStart(to).getTime() - 29 * DAY));
  const start = tehranDayStart(from);
  const end = new Date(tehranDayStart(to).getTime() + DAY);
  if (end <= start) throw unprocessable(M.rangeOrder, "range_order");
  if (end.getTime() - start.getTime() > 366 * DAY) throw unprocessable(M.rangeTooLong, "range_too_long");
  const tours = await statisticsScope(leaderId);
  const rows = await prisma.$queryRaw<{ day: string; views: bigint; visitors: bigint }[]>`
    SELECT to_char(("createdAt" AT TIME ZONE 'Asia/Tehran')::date, 'YYYY-MM-DD') AS day, count(*)::bigint AS views, count(DISTINCT uuid)::bigint AS visitors
    FROM "TourView" WHERE "tourId" = ANY(${tours}::int[]) AND "createdAt" >= ${start} AND "createdAt" < ${end}
    GROUP BY 1`;
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const views = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY) {
    const day = tehranDay(new Date(t + DAY / 2));
    const r = byDay.get(day);
    views.push({ day, views: Number(r?.views ?? 0n), visitors: Number(r?.visitors ?? 0n) });
  }
  return { from, to, views };
}
