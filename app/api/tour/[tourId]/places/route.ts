import { route } from "@/lib/http/route";
import { answerLivePlaces } from "@/lib/tours/answer-live-places";
import { livePlacesContract } from "@/lib/tours/contracts";
import { getLivePlaces } from "@/lib/tours/live-places";

export const GET = route(livePlacesContract, async ({ req, params }) =>
  answerLivePlaces(req, await getLivePlaces(params.tourId)),
);
