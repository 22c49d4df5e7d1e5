import { route } from "@/lib/http/route";
import { checklistContracts } from "@/lib/tours/contracts";
import { deleteTitleItem, updateTitleItem } from "@/lib/tours/title-items";

export const PUT = route(checklistContracts.update, ({ caller, params, body }) =>
  updateTitleItem("checklist", caller.userId, params.tourId, params.checklistId, body.title),
);
export const DELETE = route(checklistContracts.remove, ({ caller, params }) =>
  deleteTitleItem("checklist", caller.userId, params.tourId, params.checklistId),
);
