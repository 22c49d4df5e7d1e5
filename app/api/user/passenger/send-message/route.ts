import { route } from "@/lib/http/route";
import { startGroupSms } from "@/lib/jobs/enqueue";
import { messagePassengerBookContract } from "@/lib/passengers/contracts";
import { messagePassengerBook } from "@/lib/passengers/message-passenger-book";

export const POST = route(messagePassengerBookContract, ({ caller, body }) => {
  const { textMessage, ...filter } = body;
  return startGroupSms(messagePassengerBook(caller, filter, textMessage));
});
