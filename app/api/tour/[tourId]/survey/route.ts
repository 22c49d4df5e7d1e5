import { route } from "@/lib/http/route";
import { sendTourSurveyContract } from "@/lib/messaging/contracts";
import { sendTourSurvey } from "@/lib/messaging/send-tour-survey";

export const POST = route(sendTourSurveyContract, ({ caller, params, body }) => sendTourSurvey(caller.userId, params.tourId, body));
