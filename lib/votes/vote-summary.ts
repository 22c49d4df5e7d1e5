// The votes of a tour in figures, for its public page (averages of the four questions, 1..5).
import { prisma } from "@/lib/db/client";

export async function getVoteSummary(tourId: number) {
  const agg = await prisma.tourVote.aggregate({
    where: { tourId },
    _count: { _all: true },
    _avg: { question1: true, question2: true, question3: true, question4: true },
  });
  const averages = [agg._avg.question1, agg._avg.question2, agg._avg.question3, agg._avg.question4].map((v) =>
    v === null ? null : Math.round(v * 10) / 10,
  );
  const known = averages.filter((v): v is number => v !== null);
  return {
    count: agg._count._all,
    question1: averages[0],
    question2: averages[1],
    question3: averages[2],
    question4: averages[3],
    average: known.length ? Math.round((known.reduce((a, b) => a + b, 0) / known.length) * 10) / 10 : null,
  };
}
