"use client";
// /dashboard/tour/report/{tourId}: the leader's operating view of one tour — per session the sales
// summary, passengers per vehicle, the seat map (close / open seats), the tour's refunds, visits and
// sales by source, group SMS and the survey; an offline passenger, the QR check-in («پذیرش»), the Excel
// file and the print page.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { formatDigits, formatJalaliDate } from "@/lib/format";
import { MessagesPanel } from "./messages-panel";
import { PassengersTable } from "./passengers-table";
import { RefundsPanel } from "./refunds-panel";
import { reportApi } from "./report-api";
import { SeatBoard } from "./seat-board";
import { StatsPanel } from "./stats-panel";
import { SummaryCards } from "./summary-cards";
import { TourDayPanel } from "./tour-day-panel";

const TABS = [
  { key: "passengers", title: "مسافران" },
  { key: "seats", title: "نقشه صندلی‌ها" },
  { key: "refunds", title: "استردادها" },
  { key: "stats", title: "آمار بازدید و فروش" },
  { key: "messages", title: "پیامک و نظرسنجی" },
  { key: "waitlist", title: "صف انتظار و یادآوری" },
] as const;

export function TourReport({ tourId }: { tourId: number }) {
  const { data, isPending, isError } = useQuery({
    queryKey: ["tour-report", tourId, "passengers"],
    queryFn: () => reportApi.passengers(tourId),
  });
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [tab, setTab] = useState<(typeof TABS)[number]["key"]>("passengers");
  if (isPending) return <p className="card text-sm text-slate-500">در حال بارگذاری گزارش…</p>;
  if (isError || !data) return <p className="card text-sm text-red-600">گزارش این تور در دسترس نیست.</p>;
  const session = data.sessions.find((s) => s.id === sessionId) ?? data.sessions[0];
  const query = `tourId=${tourId}${session ? `&sessionId=${session.id}` : ""}`;

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <DashboardPageHeader title={`گزارش «${data.title}»`} back="/dashboard/tour" />
          <h2 className="text-lg font-bold">گزارش «{data.title}»</h2>
          {session && (
            <p className="text-xs text-slate-500">
              {formatDigits(session.bookedCount)} از {formatDigits(session.capacity)} جا فروخته شده،{" "}
              {formatDigits(session.placesLeft)} جای خالی
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {session && data.status !== "Cancelled" && (
            <Link href={`/dashboard/tour/passenger?${query}`} className="btn-primary h-9 px-3 text-sm">
              افزودن مسافر آفلاین
            </Link>
          )}
          {session && (
            <Link
              href={`/dashboard/tour/checkin/${session.id}`}
              className="btn-primary h-9 px-3 text-sm"
              data-testid="checkin-link"
            >
              پذیرش
            </Link>
          )}
          <a
            href={reportApi.exportUrl(tourId, session?.id)}
            download
            className="btn-secondary h-9 px-3 text-sm"
            data-testid="excel-download"
          >
            دانلود اکسل
          </a>
          <Link href={`/dashboard/tour/report/print?${query}`} className="btn-secondary h-9 px-3 text-sm">
            چاپ لیست مسافران
          </Link>
        </div>
      </header>

      {data.sessions.length > 1 && (
        <nav aria-label="تاریخ‌های تور" className="flex gap-2 overflow-x-auto pb-1">
          {data.sessions.map((s) => (
            <button
              key={s.id}
              type="button"
              onClick={() => setSessionId(s.id)}
              aria-pressed={s.id === session?.id}
              className={`min-h-10 whitespace-nowrap rounded-full border px-3 py-1 text-sm ${s.id === session?.id ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white"}`}
            >
              {formatJalaliDate(s.startTime)} ({formatDigits(s.bookedCount)}/{formatDigits(s.capacity)})
            </button>
          ))}
        </nav>
      )}

      <SummaryCards tourId={tourId} sessionId={data.sessions.length > 1 ? session?.id : undefined} />

      <nav role="tablist" aria-label="بخش‌های گزارش" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {TABS.map((t) => (
          <button
            key={t.key}
            role="tab"
            type="button"
            aria-selected={tab === t.key}
            onClick={() => setTab(t.key)}
            className={`min-h-10 whitespace-nowrap border-b-2 px-3 py-2 text-sm ${tab === t.key ? "border-brand-600 font-bold text-brand-700" : "border-transparent text-slate-600"}`}
          >
            {t.title}
          </button>
        ))}
      </nav>

      {!session ? (
        <p className="card text-sm text-slate-600">این تور تاریخی ندارد.</p>
      ) : tab === "passengers" ? (
        <PassengersTable tourId={tourId} session={session} extraQuestionTitle={data.extraQuestionTitle} />
      ) : tab === "seats" ? (
        <SeatBoard tourId={tourId} session={session} />
      ) : tab === "refunds" ? (
        <RefundsPanel tourId={tourId} />
      ) : tab === "stats" ? (
        <StatsPanel tourId={tourId} />
      ) : tab === "waitlist" ? (
        <TourDayPanel tourId={tourId} sessionId={session.id} />
      ) : (
        <MessagesPanel tourId={tourId} sessionId={data.sessions.length > 1 ? session.id : undefined} />
      )}
    </div>
  );
}
