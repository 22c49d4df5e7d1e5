import { route } from "@/lib/http/route";
import { addOfflinePassenger } from "@/lib/passengers/add-offline-passenger";
import { addOfflinePassengerContract } from "@/lib/tour-report/contracts";

export const POST = route(addOfflinePassengerContract, ({ caller, params, body }) =>
  addOfflinePassenger(caller.userId, params.tourId, body),
);
