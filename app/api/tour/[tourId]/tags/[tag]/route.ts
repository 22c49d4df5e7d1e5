import { route } from "@/lib/http/route";
import { removeTagContract } from "@/lib/tours/contracts";
import { removeTourTag } from "@/lib/tours/tags";

export const DELETE = route(removeTagContract, ({ caller, params }) =>
  removeTourTag(caller.userId, params.tourId, params.tag),
);
