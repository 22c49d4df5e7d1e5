import { route } from "@/lib/http/route";
import { cancelPassengers } from "@/lib/refunds/cancel-passengers";
import { refundPassengersContract } from "@/lib/refunds/contracts";

export const POST = route(refundPassengersContract, ({ body, caller }) => cancelPassengers(body, caller?.userId ?? null));
