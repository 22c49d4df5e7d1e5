import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TourReport } from "@/components/tour-report/tour-report";

export const metadata: Metadata = { title: "گزارش تور" };

export default async function TourReportPage({ params }: { params: Promise<{ tourId: string }> }) {
  const tourId = Number((await params).tourId);
  if (!Number.isInteger(tourId) || tourId < 1) notFound();
  return <TourReport tourId={tourId} />;
}
