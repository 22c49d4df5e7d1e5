"use client";
// Comments of the tour, five per page, and the form to add one. The list loads quietly (the
// spec: list loads fail silently); posting shows the server's messages on failure. Plain state and
// fetch, no react-query: the tour page ships no query library (docs/public-pages.md, "Speed and weight").
import type { ResponseOf } from "@/lib/client/response-of";
import type { listCommentsContract } from "@/lib/comments/contracts";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { api } from "@/lib/client/api-client";
import * as comments from "@/lib/client/endpoints/comments";
import { formatDigits } from "@/lib/format/number";
import { CommentForm } from "./comment-form";

// Only the tour's own leader gets the delete buttons: their code loads when the list says so.
// React.lazy, not next/dynamic: the island runs without Next on the platform's tour page.
const CommentModeration = lazy(() => import("./comment-moderation"));

const PAGE_SIZE = 5;

/** Hidden comments (isDeleted) and canModerate reach only the tour's own leader (the call carries the session cookie). */
type CommentPage = ResponseOf<typeof listCommentsContract>;

const dateFormat = new Intl.DateTimeFormat("fa-IR-u-ca-persian", {
  timeZone: "Asia/Tehran",
  year: "numeric",
  month: "long",
  day: "numeric",
});

export function Comments({ tourId }: { tourId: number }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<CommentPage | null>(null);
  const [isLoading, setLoading] = useState(true);
  // Bumped to read the current page again (after a post or a moderation).
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    api
      .call(comments.listCommentsContract, {
        params: { tourId },
        query: { Page: page, PageSize: PAGE_SIZE },
        anonymous: true,
        notify: false,
        signal: controller.signal,
      })
      .then(
        (answer) => setData(answer),
        () => {}, // the spec: a failed list load stays silent (the previous page stays shown)
      )
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [tourId, page, version]);

  return (
    <section className="card space-y-4" aria-labelledby="comments-title" data-testid="comments">
      <h2 id="comments-title" className="text-lg font-bold text-slate-800">
        نظرات {data ? `(${formatDigits(data.totalItemCount)})` : ""}
      </h2>
      {isLoading ? (
        <p className="text-sm text-slate-500">در حال بارگذاری…</p>
      ) : data?.result.length ? (
        <ul className="divide-y divide-slate-100">
          {data.result.map((c) => (
            <li key={c.commentId} className="space-y-1 py-3">
              <p className="flex justify-between text-sm">
                <span className="font-bold text-slate-800">
                  {c.fullName}
                  {c.isDeleted && (
                    <span className="ms-2 rounded bg-slate-100 px-1.5 text-xs font-normal text-slate-500">
                      پنهان از دید مسافران
                    </span>
                  )}
                </span>
                <span className="flex items-center gap-3">
                  {data.canModerate && (
                    <Suspense fallback={null}>
                      <CommentModeration
                        tourId={tourId}
                        commentId={c.commentId}
                        fullName={c.fullName}
                        isDeleted={!!c.isDeleted}
                        onChanged={reload}
                      />
                    </Suspense>
                  )}
                  <time className="text-xs text-slate-500" dateTime={c.createdAt}>
                    {dateFormat.format(new Date(c.createdAt))}
                  </time>
                </span>
              </p>
              <p className="whitespace-pre-line text-sm leading-7 text-slate-700">{c.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">هنوز نظری ثبت نشده است.</p>
      )}
      {data && data.pageCount > 1 && (
        <nav className="flex items-center justify-center gap-3 text-sm" aria-label="صفحه‌های نظرات">
          <button
            type="button"
            className="btn-secondary h-8 px-3"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            قبلی
          </button>
          <span>
            صفحه {formatDigits(page)} از {formatDigits(data.pageCount)}
          </span>
          <button
            type="button"
            className="btn-secondary h-8 px-3"
            disabled={page >= data.pageCount}
            onClick={() => setPage((p) => p + 1)}
          >
            بعدی
          </button>
        </nav>
      )}
      <CommentForm
        tourId={tourId}
        onPosted={() => {
          setPage(1);
          reload();
        }}
      />
    </section>
  );
}
