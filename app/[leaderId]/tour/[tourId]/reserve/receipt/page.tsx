import type { Metadata } from "next";
import { ReceiptStep } from "@/components/reserve/receipt-step";
import { loadReserveStepTour, type ReserveStepProps } from "@/lib/public-pages/reserve-tour";
import { c2cCard } from "@/lib/payments/c2c-card";

export const metadata: Metadata = { title: "خرید بلیت", robots: { index: false } };

export default async function Page(props: ReserveStepProps) {
  const tour = await loadReserveStepTour(props);
  return <ReceiptStep tour={tour} sellerId={tour.seller?.id ?? null} c2cOffered={c2cCard() !== null} />;
}
