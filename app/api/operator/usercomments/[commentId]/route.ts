import { route } from "@/lib/http/route";
import { deleteUserCommentContract } from "@/lib/operator-tours/contracts";
import { hideUserComment } from "@/lib/operator-tours/hide-user-comment";

export const DELETE = route(deleteUserCommentContract, ({ caller, params }) =>
  hideUserComment(caller.userId, params.commentId),
);
