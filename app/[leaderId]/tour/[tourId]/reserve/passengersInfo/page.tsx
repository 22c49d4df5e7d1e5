import type { Metadata } from "next";
import { PassengersStep } from "@/components/reserve/passengers-step";
import { loadReserveTour } from "@/lib/tours/load-public-tour";

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
  return <PassengersStep tour={tour} sellerId={tour.seller?.id ?? null} />;
}
