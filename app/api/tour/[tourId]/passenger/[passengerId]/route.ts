import { route } from "@/lib/http/route";
import { updateOnlinePassenger } from "@/lib/passengers/update-online-passenger";
import { editOnlinePassengerContract } from "@/lib/tour-report/contracts";

export const PUT = route(editOnlinePassengerContract, ({ caller, params, body }) =>
  updateOnlinePassenger(caller.userId, params.tourId, params.passengerId, body),
);
