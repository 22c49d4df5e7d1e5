import { listTourComments } from "@/lib/comments/comments";
import { listCommentsContract } from "@/lib/comments/contracts";
import { route } from "@/lib/http/route";

export const GET = route(listCommentsContract, ({ params, query, caller }) =>
  listTourComments(params.tourId, caller, query),
);
