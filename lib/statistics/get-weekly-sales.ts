import "server-only";
// GET /api/Tour/stats/weekly-sales?From: the caller's sales (tickets paid or entered offline, and
// their toman) on each day of a Tehran week, Saturday to Friday — the week of `From`, else this
// week — next to the week before, for the dashboard's chart.
import { prisma } from "@/lib/db/client";
import { CONFIRMED_STATUSES } from "@/lib/reservations/statuses";
import { WEEKDAY_TITLES } from "./messages";
import { statisticsScope } from "./scope";
import { tehranDayStart, tehranWeekStart } from "./tehran-days";

const DAY = 86_400_000;

export async function getWeeklySales(leaderId: number, from?: Date, now = new Date()) {
  const weekStart = tehranWeekStart(from ?? now);
  const start = tehranDayStart(weekStart);
  const previous = new Date(start.getTime() - 7 * DAY);
  const end = new Date(start.getTime() + 7 * DAY);
  const tours = await statisticsScope(leaderId);
  const statuses = [...CONFIRMED_STATUSES] as string[];
  const rows = await prisma.$queryRaw<{ week: number; weekday: number; tickets: bigint; amount: bigint }[]>`
    SELECT CASE WHEN p."createdAt" >= ${start} THEN 0 ELSE 1 END AS week,
           ((extract(dow FROM (p."createdAt" AT TIME ZONE 'Asia/Tehran'))::int + 1) % 7) AS weekday,
           count(*)::bigint AS tickets, coalesce(sum(p.paid), 0)::bigint AS amount
    FROM "Passenger" p JOIN "Reservation" r ON r.id = p."reservationId"
    WHERE r."tourId" = ANY(${tours}::int[]) AND p.status::text = ANY(${statuses})
      AND p."createdAt" >= ${previous} AND p."createdAt" < ${end}
    GROUP BY 1, 2`;
  const day = (week: number, weekday: number) => rows.find((r) => r.week === week && r.weekday === weekday);
  return {
    weekStart,
    days: WEEKDAY_TITLES.map((title, weekday) => ({
      weekday,
      title,
      date: new Date(start.getTime() + weekday * DAY + DAY / 2).toISOString().slice(0, 10),
      tickets: Number(day(0, weekday)?.tickets ?? 0n),
      amount: day(0, weekday)?.amount ?? 0n,
      previousTickets: Number(day(1, weekday)?.tickets ?? 0n),
      previousAmount: day(1, weekday)?.amount ?? 0n,
    })),
  };
}
