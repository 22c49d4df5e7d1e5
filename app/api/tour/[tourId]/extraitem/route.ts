import { route } from "@/lib/http/route";
import { addExtraItemContract } from "@/lib/tours/contracts";
import { addExtraItem } from "@/lib/tours/extra-items";

export const POST = route(addExtraItemContract, ({ caller, params, body }) =>
  addExtraItem(caller.userId, params.tourId, body),
);
