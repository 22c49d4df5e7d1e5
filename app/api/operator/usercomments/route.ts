import { listUserComments } from "@/lib/comments/comments";
import { userCommentsContract } from "@/lib/comments/contracts";
import { route } from "@/lib/http/route";

export const GET = route(userCommentsContract, ({ query }) => listUserComments(query));
