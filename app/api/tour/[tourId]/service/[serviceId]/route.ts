import { route } from "@/lib/http/route";
import { serviceContracts } from "@/lib/tours/contracts";
import { deleteTitleItem, updateTitleItem } from "@/lib/tours/title-items";

export const PUT = route(serviceContracts.update, ({ caller, params, body }) =>
  updateTitleItem("service", caller.userId, params.tourId, params.serviceId, body.title),
);
export const DELETE = route(serviceContracts.remove, ({ caller, params }) =>
  deleteTitleItem("service", caller.userId, params.tourId, params.serviceId),
);
