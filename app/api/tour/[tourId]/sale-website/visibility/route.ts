import { route } from "@/lib/http/route";
import { visibilityContract } from "@/lib/tours/contracts";
import { setSaleWebsiteVisibility } from "@/lib/tours/set-sale-website-visibility";

export const PUT = route(visibilityContract, ({ caller, params, body }) =>
  setSaleWebsiteVisibility(caller.userId, params.tourId, body.visibility),
);
