import type { Metadata } from "next";
import { BusSeatStep } from "@/components/reserve/bus-seat-step";
import { loadReserveStepTour, type ReserveStepProps } from "@/lib/public-pages/reserve-tour";

export const metadata: Metadata = { title: "خرید بلیت", robots: { index: false } };

export default async function Page(props: ReserveStepProps) {
  const tour = await loadReserveStepTour(props);
  return <BusSeatStep tour={tour} sellerId={tour.seller?.id ?? null} />;
}
