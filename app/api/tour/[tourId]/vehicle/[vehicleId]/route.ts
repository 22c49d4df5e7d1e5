import { route } from "@/lib/http/route";
import { deleteVehicleContract, updateVehicleContract } from "@/lib/tours/contracts";
import { deleteVehicle, updateVehicle } from "@/lib/tours/vehicles";

export const PUT = route(updateVehicleContract, ({ caller, params, body }) =>
  updateVehicle(caller.userId, params.tourId, params.vehicleId, body),
);
export const DELETE = route(deleteVehicleContract, ({ caller, params }) =>
  deleteVehicle(caller.userId, params.tourId, params.vehicleId),
);
