import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckInSessions } from "@/components/checkin/checkin-sessions";

export const metadata: Metadata = { title: "پذیرش مسافران" };

export default async function CheckInSessionsPage({ searchParams }: { searchParams: Promise<{ tourId?: string }> }) {
  const tourId = Number((await searchParams).tourId);
  if (!Number.isInteger(tourId) || tourId < 1) notFound();
  return <CheckInSessions tourId={tourId} />;
}
