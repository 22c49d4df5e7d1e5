import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PrintButton } from "@/components/tour-report/print-button";
import { PrintSheets } from "@/components/tour-report/print-sheets";
import { requirePageCaller } from "@/lib/auth/page-caller";
import { ApiError } from "@/lib/http/errors";
import { listTourPassengers } from "@/lib/tour-report/list-tour-passengers";

export const metadata: Metadata = { title: "چاپ لیست مسافران" };

const positive = (v: string | string[] | undefined) => {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export default async function PrintReportPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const caller = await requirePageCaller(["Leader"]);
  const query = await searchParams;
  const tourId = positive(query.tourId);
  if (!tourId) notFound();
  const sessionId = positive(query.sessionId);
  const report = await listTourPassengers(caller.userId, tourId, sessionId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2 print:hidden">
        <Link href={`/dashboard/tour/report/${tourId}`} className="btn-secondary h-9 px-3 text-sm">
          بازگشت به گزارش
        </Link>
        <PrintButton />
      </div>
      <PrintSheets report={report} />
    </div>
  );
}
