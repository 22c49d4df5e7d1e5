import { route } from "@/lib/http/route";
import { liftTourModerationContract, moderateTourContract } from "@/lib/operator-tours/contracts";
import { liftTourModeration, moderateTour } from "@/lib/operator-tours/moderate-tour";

export const PUT = route(moderateTourContract, ({ caller, params, body }) =>
  moderateTour(caller.userId, params.tourId, body),
);
export const DELETE = route(liftTourModerationContract, ({ caller, params }) =>
  liftTourModeration(caller.userId, params.tourId),
);
