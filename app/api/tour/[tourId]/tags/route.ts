import { route } from "@/lib/http/route";
import { addTagsContract } from "@/lib/tours/contracts";
import { addTourTags } from "@/lib/tours/tags";

export const POST = route(addTagsContract, ({ caller, params, body }) =>
  addTourTags(caller.userId, params.tourId, body.tags),
);
