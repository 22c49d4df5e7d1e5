// Travellers' votes on the tour in figures (server-rendered; nothing when there are none).
import { toPersianDigits } from "@/lib/format/digits";
import type { getVoteSummary } from "@/lib/votes/vote-summary";
import { VOTE_QUESTIONS } from "./vote-questions";

const one = (v: number) => v.toLocaleString("fa-IR", { maximumFractionDigits: 1 });

/** `votes` is read by the page's loader together with the tour (lib/public-pages/tour-page.ts). */
export function VoteSummary({ votes: summary }: { votes: Awaited<ReturnType<typeof getVoteSummary>> }) {
  if (!summary.count || summary.average === null) return null;
  const averages = [summary.question1, summary.question2, summary.question3, summary.question4];
  return (
    <section className="card space-y-3" data-testid="vote-summary">
      <h2 className="text-lg font-bold text-slate-800">
        امتیاز مسافران: {one(summary.average)} از ۵{" "}
        <span className="text-sm font-normal text-slate-500">({toPersianDigits(summary.count)} رأی)</span>
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {VOTE_QUESTIONS.map((q, i) => (
          <div key={q.key} className="flex justify-between rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-slate-600">{q.title}</dt>
            <dd className="font-bold text-amber-600">{averages[i] === null ? "—" : `${one(averages[i]!)} ★`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
