import { route } from "@/lib/http/route";
import { cancelTour } from "@/lib/tours/cancel-tour";
import { cancelTourContract } from "@/lib/tours/contracts";

export const POST = route(cancelTourContract, ({ caller, params, body }) => cancelTour(caller.userId, params.tourId, body));
