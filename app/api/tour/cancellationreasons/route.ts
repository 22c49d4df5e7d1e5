import { route } from "@/lib/http/route";
import { cancellationReasonsContract } from "@/lib/tours/contracts";
import { listCancellationReasons } from "@/lib/tours/reference";

export const GET = route(cancellationReasonsContract, () => listCancellationReasons());
