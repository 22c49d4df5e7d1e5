import { addTourComment } from "@/lib/comments/comments";
import { addCommentContract } from "@/lib/comments/contracts";
import { route } from "@/lib/http/route";

export const POST = route(addCommentContract, ({ params, body }) => addTourComment(params.tourId, body));
