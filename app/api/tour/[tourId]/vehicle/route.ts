import { route } from "@/lib/http/route";
import { addVehicleContract } from "@/lib/tours/contracts";
import { addVehicle } from "@/lib/tours/vehicles";

export const POST = route(addVehicleContract, ({ caller, params, body }) =>
  addVehicle(caller.userId, params.tourId, body),
);
