// The sessions of a sale website's calendar (site-calendar.ts) over a run of Tehran days: how many of the owner's listed
// tours' sessions start on each day, and of each day only a window of them (earliest first: a month shows the first few
// of each day, a day page one page of its day). A window function ranks and counts per day in the database, so the rows
// read in full and sent to the page are bounded by what is shown, whatever the leader's size (issue 33: the largest
// leader's month was 1,646 sessions, 2.6 MB of HTML). The day of a session is its bucket among the days' Tehran
// midnights (width_bucket), computed here with Intl's Asia/Tehran rules as the grid is, not with the database's zone data.
import { prisma } from "@/lib/db/client";
import { tehranDay } from "@/lib/format/tehran-time";
import { placesLeft } from "@/lib/shared/places-left";

export interface CalendarSession {
  sessionId: number;
  tourId: number;
  leaderId: number;
  title: string;
  /** The Tehran day it starts on ("2026-03-21"). */
  day: string;
  startTime: string;
  endTime: string;
  placesLeft: number;
  price: number;
  buyable: boolean;
}

export interface CalendarDay {
  day: string;
  /** Every session of the owner's listed tours that starts on the day. */
  count: number;
  /** The window of them asked for, earliest first. */
  sessions: CalendarSession[];
}

interface Row {
  bucket: number;
  count: bigint;
  shown: boolean;
  id: number;
  tourId: number;
  leaderId: number;
  title: string;
  status: string;
  registrationOpen: boolean;
  startTime: Date;
  endTime: Date;
  registrationEndTime: Date | null;
  capacity: number;
  bookedCount: number;
  price: bigint;
}

/**
 * `days` are the Tehran days in order ("2026-03-21"), `starts` their midnights and `end` the midnight after the last;
 * of each day the sessions ranked `skip + 1 … skip + take` are read. Days without a session are left out.
 */
export async function listCalendarSessions(
  leaderId: number,
  range: { days: string[]; starts: Date[]; end: Date },
  window: { skip: number; take: number },
  now = new Date(),
): Promise<CalendarDay[]> {
  const bounds = range.starts.map((d) => d.toISOString());
  // The owner's listed tours (the rule of listedToursWhere in get-public-site.ts) whose span (Tour.startTime/endTime, the
  // first session's start and the last one's end, kept with the sessions by lib/tours/tour-columns.ts) meets the range;
  // their sessions in the range by `tourId = ANY(…)` on (tourId, startTime), one bitmap scan: the cost follows the
  // owner's tours of the range, not the platform's sessions in it (a join let the planner hash every session of the
  // platform in the range, a sequential scan). Each day's first row is kept for its count even outside the window.
  const from = window.skip;
  const to = window.skip + window.take;
  const rows = await prisma.$queryRaw<Row[]>`
    WITH listed AS MATERIALIZED (
      SELECT t.id, t."leaderId", t.title, t.status, t."registrationOpen"
      FROM "Tour" t JOIN "User" u ON u.id = t."leaderId" AND u."deletedAt" IS NULL
      WHERE t."leaderId" = ${leaderId} AND t."isDraft" = false AND t."deletedAt" IS NULL AND t.moderation IS NULL
        AND t.status <> 'Cancelled' AND t.visibility <> 'Hidden'
        AND t."startTime" < ${range.end} AND t."endTime" > ${range.starts[0]}
    ), ranked AS (
      SELECT s.id, s."tourId", s."startTime", s."endTime", s."registrationEndTime", s.capacity, s."bookedCount", s.price,
        b.bucket,
        row_number() OVER (PARTITION BY b.bucket ORDER BY s."startTime", s.id) AS rank,
        count(*) OVER (PARTITION BY b.bucket) AS count
      FROM "TourSession" s
      CROSS JOIN LATERAL (SELECT width_bucket(s."startTime", ${bounds}::timestamptz[]) AS bucket) b
      WHERE s."tourId" = ANY (ARRAY(SELECT id FROM listed))
        AND s."startTime" >= ${range.starts[0]} AND s."startTime" < ${range.end}
    )
    SELECT r.bucket, r.count, r.rank > ${from} AND r.rank <= ${to} AS shown, r.id, r."tourId", t."leaderId", t.title,
      t.status::text AS status, t."registrationOpen", r."startTime", r."endTime", r."registrationEndTime", r.capacity,
      r."bookedCount", r.price
    FROM ranked r JOIN listed t ON t.id = r."tourId"
    WHERE r.rank = 1 OR (r.rank > ${from} AND r.rank <= ${to})
    ORDER BY r.bucket, r.rank`;
  const out = new Map<number, CalendarDay>();
  for (const r of rows) {
    let day = out.get(r.bucket);
    if (!day) out.set(r.bucket, (day = { day: range.days[r.bucket - 1], count: Number(r.count), sessions: [] }));
    if (!r.shown) continue;
    const left = placesLeft(r.capacity, r.bookedCount);
    const open = r.status === "Enabled" && r.registrationOpen && now < (r.registrationEndTime ?? r.endTime);
    day.sessions.push({
      sessionId: r.id,
      tourId: r.tourId,
      leaderId: r.leaderId,
      title: r.title,
      day: tehranDay(r.startTime),
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      placesLeft: left,
      price: Number(r.price),
      buyable: open && left > 0,
    });
  }
  return [...out.values()];
}
