import { route } from "@/lib/http/route";
import { voteableToursContract } from "@/lib/votes/contracts";
import { listVoteableTours } from "@/lib/votes/list-voteable-tours";

export const GET = route(voteableToursContract, ({ params }) => listVoteableTours(params.nationalId));
