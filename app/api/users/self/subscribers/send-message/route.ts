import { route } from "@/lib/http/route";
import { messageSubscribersContract } from "@/lib/subscribers/contracts";
import { messageSubscribers } from "@/lib/subscribers/message-subscribers";

export const POST = route(messageSubscribersContract, ({ caller, body }) => messageSubscribers(caller.userId, body.textMessage));
