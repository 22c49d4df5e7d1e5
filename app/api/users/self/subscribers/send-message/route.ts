import { route } from "@/lib/http/route";
import { startGroupSms } from "@/lib/jobs/enqueue";
import { messageSubscribersContract } from "@/lib/subscribers/contracts";
import { messageSubscribers } from "@/lib/subscribers/message-subscribers";

export const POST = route(messageSubscribersContract, ({ caller, body }) =>
  startGroupSms(messageSubscribers(caller.userId, body.textMessage)),
);
