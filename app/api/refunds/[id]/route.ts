import { route } from "@/lib/http/route";
import { tourRefundsContract } from "@/lib/tour-report/contracts";
import { listTourRefunds } from "@/lib/tour-report/list-tour-refunds";

// GET /api/refunds/{tourId} (the leader's refunds of a tour). The folder's parameter is `id`: the
// money area's PUT /api/refunds/{refundId} shares it (docs/decisions.md).
export const GET = route(tourRefundsContract, ({ caller, params }) => listTourRefunds(caller.userId, params.id));
