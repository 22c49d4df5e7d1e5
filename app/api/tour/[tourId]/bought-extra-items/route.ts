import { route } from "@/lib/http/route";
import { boughtExtraItemsContract } from "@/lib/tours/contracts";
import { listBoughtExtraItems } from "@/lib/tours/extra-items";

export const GET = route(boughtExtraItemsContract, ({ caller, params }) =>
  listBoughtExtraItems(caller.userId, params.tourId),
);
