import { route } from "@/lib/http/route";
import { sendSmsContract } from "@/lib/operator-users/contracts";
import { sendSmsToUser } from "@/lib/operator-users/send-sms-to-user";

export const POST = route(sendSmsContract, ({ caller, body }) => sendSmsToUser(caller.userId, body));
