"use client";
// A new comment: name, optional mobile, text with a counter against the maximum and the spec's
// three fill indicators (over a third, over two thirds, full).
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { api } from "@/lib/client/api-client";
import * as comments from "@/lib/client/endpoints/comments";
import { toPersianDigits } from "@/lib/format/digits";
import { useHydrated } from "@/components/ui/use-hydrated";

export const COMMENT_MAX = 1000;

/** How many of the three indicators are lit for a text of this length. */
export function fillLevel(length: number, max = COMMENT_MAX): 0 | 1 | 2 | 3 {
  if (length >= max) return 3;
  if (length > (2 * max) / 3) return 2;
  if (length > max / 3) return 1;
  return 0;
}

export function CommentForm({ tourId, onPosted }: { tourId: number; onPosted: () => void }) {
  const [fullName, setFullName] = useState("");
  const [mobile, setMobile] = useState("");
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  // The comments island hydrates when it nears the screen (tour-islands.tsx): what is typed before that would not
  // reach the form's state, so the fields open once it is live.
  const hydrated = useHydrated();
  const level = fillLevel(text.length);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim() || !text.trim()) return void toast.error("نام و متن نظر را بنویسید");
    setSending(true);
    try {
      await api.call(comments.addCommentContract, {
        params: { tourId },
        body: { fullName: fullName.trim(), text: text.trim(), ...(mobile.trim() ? { mobile: mobile.trim() } : {}) },
        anonymous: true,
      });
      toast.success("نظر شما ثبت شد");
      setText("");
      onPosted();
    } catch {
      // The client has shown the server's messages.
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-100 pt-4" data-testid="comment-form">
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-3 border-0 p-0">
        <h3 className="font-bold text-slate-800">نظر خود را بنویسید</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <input
            className="input"
            placeholder="نام و نام خانوادگی"
            aria-label="نام و نام خانوادگی"
            value={fullName}
            maxLength={100}
            onChange={(e) => setFullName(e.target.value)}
          />
          <input
            className="input text-left"
            dir="ltr"
            inputMode="numeric"
            placeholder="موبایل (اختیاری)"
            aria-label="موبایل (اختیاری)"
            value={mobile}
            maxLength={14}
            onChange={(e) => setMobile(e.target.value)}
          />
        </div>
        <textarea
          className="input h-28 py-2"
          aria-label="متن نظر"
          placeholder="متن نظر"
          value={text}
          maxLength={COMMENT_MAX}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="flex items-center justify-between text-xs text-slate-500">
          <span className="flex gap-1" aria-hidden data-testid="comment-fill" data-level={level}>
            {[1, 2, 3].map((i) => (
              <span
                key={i}
                className={`h-1.5 w-6 rounded-full ${i <= level ? (level === 3 ? "bg-red-500" : "bg-brand-500") : "bg-slate-200"}`}
              />
            ))}
          </span>
          <span>
            {toPersianDigits(text.length)} / {toPersianDigits(COMMENT_MAX)}
          </span>
        </div>
        <button type="submit" className="btn-primary" disabled={sending}>
          ثبت نظر
        </button>
      </fieldset>
    </form>
  );
}
