import type { Metadata } from "next";
import { HoldStep } from "@/components/reserve/hold-step";
import { loadReserveTour, type ReserveStepProps } from "@/lib/public-pages/reserve-tour";

export const metadata: Metadata = { title: "جای نگه‌داشته‌شده", robots: { index: false } };

/** A waiting-list offer's SMS link (docs/waiting-list.md): the held places, then the reserve steps. */
export default async function Page({ params, searchParams }: ReserveStepProps) {
  const [{ leaderId, tourId }, query] = await Promise.all([params, searchParams]);
  const tour = await loadReserveTour(leaderId, tourId, undefined);
  const token = typeof query.token === "string" ? query.token : null;
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <HoldStep tour={tour} token={token} />
    </main>
  );
}
