import { route } from "@/lib/http/route";
import { afterPlacesFreed } from "@/lib/jobs/enqueue";
import { cancelPassengers } from "@/lib/refunds/cancel-passengers";
import { refundPassengersContract } from "@/lib/refunds/contracts";

export const POST = route(refundPassengersContract, ({ body, caller }) => afterPlacesFreed(cancelPassengers(body, caller?.userId ?? null)));
