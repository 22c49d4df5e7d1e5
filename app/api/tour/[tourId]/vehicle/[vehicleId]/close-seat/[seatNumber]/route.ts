import { route } from "@/lib/http/route";
import { closeSeatContract } from "@/lib/tours/contracts";
import { toggleClosedSeat } from "@/lib/tours/seats";

export const POST = route(closeSeatContract, ({ caller, params }) =>
  toggleClosedSeat(caller.userId, params.tourId, params.vehicleId, params.seatNumber),
);
