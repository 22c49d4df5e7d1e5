// The leader's other tours a traveller can still buy, for the "other tours of this leader" strip
// of the public tour page: published, enabled, registration open, with a session yet to start;
// soonest first. One query: the next session and its price come from a lateral join.
import { unstable_cache } from "next/cache";
import type { Wire } from "@/lib/client/response-of";
import { toWire } from "@/lib/client/to-wire";
import { prisma } from "@/lib/db/client";
import { tourPhotoUrl } from "./photo-files";
import { leaderOpenToursTag, leaderToursTag } from "./public-tour-tags";

export interface LeaderOpenTour {
  id: number;
  title: string;
  photo: string | null;
  nextStart: Date;
  price: bigint;
}

export async function listLeaderOpenTours(
  leaderId: number,
  exceptTourId: number,
  limit = 4,
  now = new Date(),
): Promise<LeaderOpenTour[]> {
  const rows = await prisma.$queryRaw<
    { id: number; title: string; photo: string | null; nextStart: Date; price: bigint }[]
  >`
    SELECT t.id, t.title, p.name AS photo, s."startTime" AS "nextStart", s.price
    FROM "Tour" t
    JOIN LATERAL (
      SELECT "startTime", price FROM "TourSession"
      WHERE "tourId" = t.id AND "startTime" > ${now} AND COALESCE("registrationEndTime", "endTime") > ${now}
      ORDER BY "startTime" LIMIT 1
    ) s ON true
    LEFT JOIN "TourPhoto" p ON p."tourId" = t.id AND p."order" = 1
    WHERE t."leaderId" = ${leaderId} AND t.id <> ${exceptTourId} AND t."isDraft" = false AND t."deletedAt" IS NULL
      AND t.moderation IS NULL AND t.status = 'Enabled' AND t."registrationOpen" = true
    ORDER BY s."startTime", t.id
    LIMIT ${limit}`;
  return rows.map((r) => ({ ...r, photo: r.photo ? tourPhotoUrl(r.photo) : null }));
}

/** A safety net for what no tour service expires (a leader's brand or photo in the profile), as the tour's terms. */
const CACHED_SECONDS = 60;

export type OtherTour = Wire<Awaited<ReturnType<typeof listLeaderOpenTours>>>[number];

/** The leader's other open tours, cached like the terms and expired with the leader's tours. */
export function listCachedLeaderOpenTours(leaderId: number, tourId: number): Promise<OtherTour[]> {
  return unstable_cache(
    async () => toWire(await listLeaderOpenTours(leaderId, tourId)),
    ["leader-open-tours", String(leaderId), String(tourId)],
    {
      tags: [leaderToursTag(leaderId), leaderOpenToursTag(leaderId)],
      revalidate: CACHED_SECONDS,
    },
  )();
}
