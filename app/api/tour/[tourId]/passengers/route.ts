import { route } from "@/lib/http/route";
import { tourPassengersContract } from "@/lib/tour-report/contracts";
import { answerTourPassengers } from "@/lib/tour-report/answer-tour-passengers";

export const GET = route(tourPassengersContract, ({ caller, params, query }) =>
  answerTourPassengers(caller.userId, params.tourId, query.sessionId),
);
