// A leader's rating: the mean of the votes of all their tours (the four questions, 1..5), to one
// decimal; null while no traveller has voted.
import { prisma, type Db } from "@/lib/db/client";

export async function getLeaderRating(leaderId: number, db: Db = prisma): Promise<number | null> {
  const [row] = await db.$queryRaw<{ rating: number | null }[]>`
    SELECT avg((v.question1 + v.question2 + v.question3 + v.question4) / 4.0)::float8 AS rating
    FROM "TourVote" v JOIN "Tour" t ON t.id = v."tourId"
    WHERE t."leaderId" = ${leaderId} AND t."deletedAt" IS NULL`;
  return row?.rating == null ? null : Math.round(row.rating * 10) / 10;
}
