import { route } from "@/lib/http/route";
import { deleteOfflinePassenger } from "@/lib/passengers/delete-offline-passenger";
import { updateOfflinePassenger } from "@/lib/passengers/update-offline-passenger";
import { deleteOfflinePassengerContract, updateOfflinePassengerContract } from "@/lib/tour-report/contracts";

export const PUT = route(updateOfflinePassengerContract, ({ caller, params, body }) =>
  updateOfflinePassenger(caller.userId, params.tourId, params.passengerId, body),
);
export const DELETE = route(deleteOfflinePassengerContract, ({ caller, params }) =>
  deleteOfflinePassenger(caller.userId, params.tourId, { id: params.passengerId }),
);
