import { route } from "@/lib/http/route";
import { vehicleSeatsContract } from "@/lib/tours/contracts";
import { getVehicleSeats } from "@/lib/tours/seats";

export const GET = route(vehicleSeatsContract, ({ caller, params }) =>
  getVehicleSeats(params.tourId, params.vehicleId, caller?.userId ?? null),
);
