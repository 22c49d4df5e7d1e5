import { route } from "@/lib/http/route";
import { tourPassengersContract } from "@/lib/tour-report/contracts";
import { listTourPassengers } from "@/lib/tour-report/list-tour-passengers";

export const GET = route(tourPassengersContract, ({ caller, params, query }) =>
  listTourPassengers(caller.userId, params.tourId, query.sessionId),
);
