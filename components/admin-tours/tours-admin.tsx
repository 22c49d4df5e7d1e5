"use client";
// /adminDashboard/tourManagement: every leader's tours (SearchTerm, deleted or not, start-day range;
// filters in the address) with sales per tour and the public page link, and the users' comments
// with delete; hiding or suspending a tour with a reason (moderate-tour-modal.tsx).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { parseAsBoolean, parseAsInteger, parseAsString, useQueryStates } from "nuqs";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, JalaliDayRange, Pagination, SearchTermField } from "@/components/ui";
import { dayEndInstant, dayStartInstant } from "@/components/admin-finance/transaction-params";
import { formatDigits, formatJalaliDate, formatJalaliDateTime, formatToman } from "@/lib/format";
import { ModerateTour, ModerationBadge } from "./moderate-tour-modal";
import { ADMIN_TOURS_KEY, toursApi } from "./tours-api";

const parsers = {
  page: parseAsInteger.withDefault(1),
  term: parseAsString.withDefault(""),
  deleted: parseAsBoolean.withDefault(false),
  from: parseAsString,
  to: parseAsString,
};

function ToursList() {
  const [params, setParams] = useQueryStates(parsers, { history: "replace" });
  const to = params.to ?? params.from;
  const query = {
    Page: params.page,
    SearchTerm: params.term || undefined,
    IsDeleted: params.deleted || undefined,
    FromDate: params.from ? dayStartInstant(params.from) : undefined,
    ToDate: to ? dayEndInstant(to) : undefined,
  };
  const list = useQuery({
    queryKey: [...ADMIN_TOURS_KEY, "tours", query],
    queryFn: () => toursApi.search(query),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="flex flex-col gap-3" aria-label="تورها">
      <div className="card grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
        <SearchTermField
          id="tour-search"
          placeholder="عنوان، شناسه تور، نام یا موبایل تورگردان"
          value={params.term}
          onCommit={(term) => void setParams({ term, page: null })}
        />
        <JalaliDayRange
          id="tour-dates"
          label="تاریخ شروع"
          from={params.from}
          to={params.to}
          onChange={({ from, to }) => void setParams({ from, to, page: null })}
          placeholder="از تاریخ ~ تا تاریخ"
        />
        <label className="flex min-h-10 items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            checked={params.deleted}
            onChange={(e) => void setParams({ deleted: e.target.checked || null, page: null })}
          />
          فقط تورهای حذف‌شده
        </label>
      </div>
      {list.data && (
        <p className="text-sm text-slate-600" data-testid="admin-tours-total">
          {list.data.totalCapped ? "بیش از " : ""}
          {formatDigits(list.data.totalItemCount)} تور
        </p>
      )}
      {list.data?.result.length === 0 && <p className="card py-8 text-center text-sm text-slate-500">توری یافت نشد.</p>}
      {list.data?.result.map((tour) => (
        <article
          key={tour.id}
          className="card flex flex-col gap-2 md:flex-row md:items-center md:justify-between"
          data-testid="admin-tour-row"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="font-bold [overflow-wrap:anywhere]">
              {tour.title} <span className="text-xs font-normal text-slate-500">#{formatDigits(tour.id)}</span>
            </h3>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span>
                {tour.leaderName}
                {tour.leaderBrand ? ` (${tour.leaderBrand})` : ""}
              </span>
              {tour.startTime && <span>شروع: {formatJalaliDate(tour.startTime)}</span>}
              {/* Tickets still valid: the leader's «کل فروش» also counts cancelled ones (summary-cards.tsx). */}
              <span>بلیت معتبر: {formatDigits(tour.soldTickets)}</span>
              <span data-testid="admin-tour-sale">
                فروش بلیت‌های معتبر (بی لغوشده‌ها): {formatToman(tour.saleAmount)}
              </span>
              {tour.isDeleted && <span className="text-red-600">حذف‌شده</span>}
              <ModerationBadge tour={tour} />
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {!tour.isDeleted && !tour.moderation && (
              <a href={tour.publicUrl} target="_blank" rel="noreferrer" className="btn-secondary">
                صفحه عمومی
              </a>
            )}
            <ModerateTour tour={tour} />
          </div>
        </article>
      ))}
      {list.data && (
        <Pagination page={params.page} pageCount={list.data.pageCount} onPage={(page) => void setParams({ page })} />
      )}
    </section>
  );
}

function CommentsList() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...ADMIN_TOURS_KEY, "comments", page],
    queryFn: () => toursApi.comments(page),
    placeholderData: keepPreviousData,
  });
  const hide = useMutation({
    mutationFn: toursApi.hideComment,
    onSuccess: () => toast.success("نظر حذف شد."),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_TOURS_KEY, "comments"] }),
  });
  return (
    <section className="flex flex-col gap-3" aria-label="نظرهای کاربران">
      <h2 className="font-bold">نظرهای کاربران</h2>
      {list.data?.result.length === 0 && (
        <p className="card py-8 text-center text-sm text-slate-500">نظری ثبت نشده است.</p>
      )}
      {list.data?.result.map((c) => (
        <article key={c.commentId} className="card flex flex-col gap-1.5" data-testid="admin-comment-row">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm">
              <strong>{c.fullName}</strong> درباره «{c.tourTitle}»،{" "}
              <span className="text-slate-500">{formatJalaliDateTime(c.createdAt)}</span>
            </p>
            {c.isDeleted ? (
              <span className="text-xs text-slate-500">حذف‌شده</span>
            ) : (
              <Button
                variant="danger"
                loading={hide.isPending && hide.variables === c.commentId}
                onClick={() => hide.mutate(c.commentId)}
              >
                حذف
              </Button>
            )}
          </div>
          <p className="text-sm whitespace-pre-line text-slate-700">{c.text}</p>
        </article>
      ))}
      {list.data && <Pagination page={page} pageCount={list.data.pageCount} onPage={setPage} />}
    </section>
  );
}

export function ToursAdmin() {
  return (
    <div className="flex flex-col gap-6">
      <ToursList />
      <CommentsList />
    </div>
  );
}
