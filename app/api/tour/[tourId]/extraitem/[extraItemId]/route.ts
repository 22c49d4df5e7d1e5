import { route } from "@/lib/http/route";
import { deleteExtraItemContract, updateExtraItemContract } from "@/lib/tours/contracts";
import { deleteExtraItem, updateExtraItem } from "@/lib/tours/extra-items";

export const PUT = route(updateExtraItemContract, ({ caller, params, body }) =>
  updateExtraItem(caller.userId, params.tourId, params.extraItemId, body),
);
export const DELETE = route(deleteExtraItemContract, ({ caller, params }) =>
  deleteExtraItem(caller.userId, params.tourId, params.extraItemId),
);
