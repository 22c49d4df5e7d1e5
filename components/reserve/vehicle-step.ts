// When the buyer must choose a vehicle or seats (spec doc 2 §4, and the reservation backend's
// rule that a session with several vehicles needs one named per passenger).
import { hasSeatMap } from "@/lib/tours/seat-maps";
import type { PublicVehicle } from "@/components/tour-public/types";

export function seatSelectable(
  vehicle: Pick<PublicVehicle, "vehicleType" | "busPassengersCanChooseTheirSeat">,
): boolean {
  return vehicle.busPassengersCanChooseTheirSeat && hasSeatMap(vehicle.vehicleType);
}

/** The step is skipped when there is nothing to choose: no seat map to pick from and at most one vehicle. */
export function needsVehicleStep(
  vehicles: Pick<PublicVehicle, "vehicleType" | "busPassengersCanChooseTheirSeat">[],
): boolean {
  return vehicles.length > 1 || vehicles.some(seatSelectable);
}
