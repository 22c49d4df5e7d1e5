import { route } from "@/lib/http/route";
import { sendTourSmsContract } from "@/lib/messaging/contracts";
import { sendTourSms } from "@/lib/messaging/send-tour-sms";

export const POST = route(sendTourSmsContract, ({ caller, params, body }) => sendTourSms(caller.userId, params.tourId, body));
