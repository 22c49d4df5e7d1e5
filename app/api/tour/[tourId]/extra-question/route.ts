import { route } from "@/lib/http/route";
import { extraQuestionContract } from "@/lib/tours/contracts";
import { getExtraQuestion } from "@/lib/tours/get-extra-question";

export const GET = route(extraQuestionContract, ({ caller, params, query }) =>
  getExtraQuestion(caller.userId, params.tourId, query.vehicleId),
);
