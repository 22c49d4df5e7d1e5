import { route } from "@/lib/http/route";
import { startGroupSms } from "@/lib/jobs/enqueue";
import { sendTourSurveyContract } from "@/lib/messaging/contracts";
import { sendTourSurvey } from "@/lib/messaging/send-tour-survey";

export const POST = route(sendTourSurveyContract, ({ caller, params, body }) =>
  startGroupSms(sendTourSurvey(caller.userId, params.tourId, body)),
);
