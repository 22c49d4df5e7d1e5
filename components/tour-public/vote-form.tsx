"use client";
// Feedback after the tour, keyed by the traveller's national id; each question is 1..5 stars
// (default 1, spec §9).
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/client/api-client";
import * as votes from "@/lib/client/endpoints/votes";
import { toLatinDigits } from "@/lib/format/digits";
import { useHydrated } from "@/components/ui/use-hydrated";
import { VOTE_QUESTIONS } from "./vote-questions";

type Answers = Record<(typeof VOTE_QUESTIONS)[number]["key"], number>;

function Stars({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm" role="radiogroup" aria-label={label}>
      <span>{label}</span>
      <span className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <button
            key={star}
            type="button"
            role="radio"
            aria-checked={value === star}
            aria-label={`${star.toLocaleString("fa-IR")} ستاره`}
            onClick={() => onChange(star)}
            className={star <= value ? "text-xl text-amber-400" : "text-xl text-slate-300"}
          >
            ★
          </button>
        ))}
      </span>
    </div>
  );
}

export function VoteForm({ tourId }: { tourId: number }) {
  const [nationalId, setNationalId] = useState("");
  const [answers, setAnswers] = useState<Answers>({ question1: 1, question2: 1, question3: 1, question4: 1 });
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The island hydrates when it nears the screen (tour-islands.tsx): the fields open once it is live, so nothing typed
  // before is lost.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = toLatinDigits(nationalId.trim());
    if (!id) return setError("این فیلد نمی‌تواند خالی باشد");
    // persian-tools is loaded only when a vote is sent: the tour page's islands do not carry it.
    const { verifyIranianNationalId } = await import("@persian-tools/persian-tools");
    if (!/^\d{10}$/.test(id) || !verifyIranianNationalId(id)) return setError("کد ملی معتبر نیست");
    setError(null);
    setSending(true);
    try {
      await api.call(votes.submitVoteContract, {
        params: { tourId },
        body: { nationalId: id, ...answers, ...(comment.trim() ? { comment: comment.trim() } : {}) },
        anonymous: true,
      });
      toast.success("بازخورد شما ثبت شد");
      setComment("");
    } catch {
      // Shown by the client.
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card space-y-3" aria-labelledby="vote-title" data-testid="vote-form">
      <h2 id="vote-title" className="text-lg font-bold text-slate-800">
        نظرسنجی مسافران
      </h2>
      <form onSubmit={submit}>
        <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-3 border-0 p-0">
          <div className="space-y-1">
            <input
              className={error ? "input input-error" : "input"}
              dir="ltr"
              inputMode="numeric"
              maxLength={10}
              placeholder="کد ملی مسافر"
              aria-label="کد ملی مسافر"
              value={nationalId}
              onChange={(e) => setNationalId(e.target.value)}
            />
            {error && (
              <p role="alert" className="text-xs text-red-600">
                {error}
              </p>
            )}
          </div>
          {VOTE_QUESTIONS.map((q) => (
            <Stars
              key={q.key}
              label={q.title}
              value={answers[q.key]}
              onChange={(v) => setAnswers((a) => ({ ...a, [q.key]: v }))}
            />
          ))}
          <textarea
            className="input h-20 py-2"
            placeholder="توضیحات (اختیاری)"
            aria-label="توضیحات"
            maxLength={1000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <button type="submit" className="btn-primary" disabled={sending}>
            ثبت نظرسنجی
          </button>
        </fieldset>
      </form>
    </section>
  );
}
