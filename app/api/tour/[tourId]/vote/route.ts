import { route } from "@/lib/http/route";
import { expirePublicTourCache, publicTourTag } from "@/lib/tours/public-tour-cache";
import { submitVoteContract } from "@/lib/votes/contracts";
import { submitVote } from "@/lib/votes/submit-vote";

// A vote changes the tour page's vote summary: its cached page is expired (lib/votes may not import lib/tours).
export const POST = route(submitVoteContract, async ({ params, body }) => {
  const vote = await submitVote(params.tourId, body);
  expirePublicTourCache(publicTourTag(params.tourId));
  return vote;
});
