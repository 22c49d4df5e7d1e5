import { route } from "@/lib/http/route";
import { shareCardContract } from "@/lib/share-cards/contracts";
import { shareCardResponse } from "@/lib/share-cards/share-card-response";

export const GET = route(shareCardContract, ({ params, query }) => shareCardResponse(params.kind, params.id, query.v));
