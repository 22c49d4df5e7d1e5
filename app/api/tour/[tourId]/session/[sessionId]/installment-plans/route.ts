import { route } from "@/lib/http/route";
import { offeredPlansContract } from "@/lib/installments/contracts";
import { listOfferedPlans } from "@/lib/installments/offered-plans";

export const GET = route(offeredPlansContract, ({ params, query }) =>
  listOfferedPlans(params.tourId, params.sessionId, BigInt(query.Amount)),
);
