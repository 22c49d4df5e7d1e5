"use client";
// /dashboard/tour/checkin?tourId=…: the sessions of a tour to check in, for a collaborator (who has no
// tour report) and the leader alike, each with boarded / expected and the way to its «پذیرش» screen.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { formatDigits, formatJalaliDateTime } from "@/lib/format";
import { checkinApi } from "./checkin-api";

export function CheckInSessions({ tourId }: { tourId: number }) {
  const { data, isPending, isError } = useQuery({
    queryKey: ["check-in-sessions", tourId],
    queryFn: () => checkinApi.sessions(tourId),
  });
  return (
    <div className="mx-auto max-w-xl space-y-3">
      <DashboardPageHeader title="پذیرش مسافران" back />
      {isPending ? (
        <p className="card text-sm text-slate-500">در حال بارگذاری…</p>
      ) : isError || !data ? (
        <p className="card text-sm text-red-700">این تور پیدا نشد یا اجازه پذیرش مسافران آن را ندارید.</p>
      ) : (
        <>
          <h2 className="text-lg font-bold">پذیرش «{data.title}»</h2>
          <ul className="space-y-2">
            {data.sessions.map((s) => (
              <li key={s.id} className="card flex items-center justify-between gap-2 p-3" data-testid="checkin-session">
                <div>
                  <p className="font-medium">{formatJalaliDateTime(s.startTime)}</p>
                  <p className="text-xs text-slate-500">
                    {formatDigits(s.boarded)} از {formatDigits(s.expected)} سوار شده
                  </p>
                </div>
                <Link href={`/dashboard/tour/checkin/${s.id}`} className="btn-primary h-9 px-3 text-sm">
                  پذیرش
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
