import { route } from "@/lib/http/route";
import { deleteOfflinePassenger } from "@/lib/passengers/delete-offline-passenger";
import { freeOfflineSeatContract } from "@/lib/tour-report/contracts";

export const DELETE = route(freeOfflineSeatContract, ({ caller, params }) =>
  deleteOfflinePassenger(caller.userId, params.tourId, { vehicleId: params.vehicleId, seatNumber: params.seatNumber }),
);
