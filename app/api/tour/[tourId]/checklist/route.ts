import { route } from "@/lib/http/route";
import { checklistContracts } from "@/lib/tours/contracts";
import { addTitleItem } from "@/lib/tours/title-items";

export const POST = route(checklistContracts.add, ({ caller, params, body }) =>
  addTitleItem("checklist", caller.userId, params.tourId, body.title),
);
