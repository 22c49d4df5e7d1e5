import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckInScreen } from "@/components/checkin/checkin-screen";

export const metadata: Metadata = { title: "پذیرش مسافران" };

export default async function CheckInPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const sessionId = Number((await params).sessionId);
  if (!Number.isInteger(sessionId) || sessionId < 1) notFound();
  return <CheckInScreen sessionId={sessionId} />;
}
