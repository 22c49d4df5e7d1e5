import "server-only";
// A leader cancels a tour (lib/tours) and its buyers are refunded at once (lib/refunds): two domains,
// joined here so that neither imports the other. What fails after the commit stays as an
// unprocessed TourEvent for the job worker (lib/jobs/worker.ts).
import { processTourEvents } from "@/lib/refunds/refund-cancelled-tour";
import { cancelTour } from "@/lib/tours/cancel-tour";

export async function cancelTourAndRefund(...args: Parameters<typeof cancelTour>) {
  const cancelled = await cancelTour(...args);
  await processTourEvents({ tourId: args[1] });
  return cancelled;
}
