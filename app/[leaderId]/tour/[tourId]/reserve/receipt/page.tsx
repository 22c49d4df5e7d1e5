import type { Metadata } from "next";
import { ReceiptStep } from "@/components/reserve/receipt-step";
import { loadReserveTour } from "@/lib/tours/load-public-tour";
import { c2cCard } from "@/lib/payments/c2c-card";

export const metadata: Metadata = { title: "خرید بلیت", robots: { index: false } };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ leaderId: string; tourId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ leaderId, tourId }, query] = await Promise.all([params, searchParams]);
  const tour = await loadReserveTour(leaderId, tourId, query.sellerId);
  return <ReceiptStep tour={tour} sellerId={tour.seller?.id ?? null} c2cOffered={c2cCard() !== null} />;
}
