import { route } from "@/lib/http/route";
import { cancelTourContract } from "@/lib/tours/contracts";
import { cancelTourAndRefund } from "@/lib/wiring/cancel-tour-and-refund";

export const POST = route(cancelTourContract, ({ caller, params, body }) =>
  cancelTourAndRefund(caller.userId, params.tourId, body),
);
