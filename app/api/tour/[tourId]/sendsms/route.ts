import { route } from "@/lib/http/route";
import { startGroupSms } from "@/lib/jobs/enqueue";
import { sendTourSmsContract } from "@/lib/messaging/contracts";
import { sendTourSms } from "@/lib/messaging/send-tour-sms";

export const POST = route(sendTourSmsContract, ({ caller, params, body }) =>
  startGroupSms(sendTourSms(caller.userId, params.tourId, body)),
);
