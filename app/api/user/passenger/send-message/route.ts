import { route } from "@/lib/http/route";
import { messagePassengerBookContract } from "@/lib/passengers/contracts";
import { messagePassengerBook } from "@/lib/passengers/message-passenger-book";

export const POST = route(messagePassengerBookContract, ({ caller, body }) => {
  const { textMessage, ...filter } = body;
  return messagePassengerBook(caller, filter, textMessage);
});
