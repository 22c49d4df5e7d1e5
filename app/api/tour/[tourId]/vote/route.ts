import { route } from "@/lib/http/route";
import { submitVoteContract } from "@/lib/votes/contracts";
import { submitVote } from "@/lib/votes/submit-vote";

export const POST = route(submitVoteContract, ({ params, body }) => submitVote(params.tourId, body));
