import { route } from "@/lib/http/route";
import { serviceContracts } from "@/lib/tours/contracts";
import { addTitleItem } from "@/lib/tours/title-items";

export const POST = route(serviceContracts.add, ({ caller, params, body }) =>
  addTitleItem("service", caller.userId, params.tourId, body.title),
);
