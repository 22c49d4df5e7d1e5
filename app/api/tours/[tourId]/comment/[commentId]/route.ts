import { setCommentHidden } from "@/lib/comments/comments";
import { updateCommentContract } from "@/lib/comments/contracts";
import { route } from "@/lib/http/route";

export const PUT = route(updateCommentContract, ({ params, body, caller }) =>
  setCommentHidden(caller.userId, params.tourId, params.commentId, body.isDeleted),
);
