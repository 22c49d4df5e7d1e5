import { route } from "@/lib/http/route";
import { recordStatsContract } from "@/lib/reservations/contracts";
import { recordTourView } from "@/lib/reservations/record-tour-view";

export const POST = route(recordStatsContract, ({ params, body }) => recordTourView(params.tourId, body));
