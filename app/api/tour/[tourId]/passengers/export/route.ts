import { route } from "@/lib/http/route";
import { exportPassengersContract } from "@/lib/tour-report/contracts";
import { exportTourPassengers } from "@/lib/tour-report/export-tour-passengers";

export const GET = route(exportPassengersContract, ({ caller, params, query }) =>
  exportTourPassengers(caller.userId, params.tourId, query.sessionId),
);
