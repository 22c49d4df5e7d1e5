import { route } from "@/lib/http/route";
import { reserveContract } from "@/lib/reservations/contracts";
import { createReservation } from "@/lib/reservations/reserve";

export const POST = route(reserveContract, ({ params, body, caller }) =>
  createReservation({ tourId: params.tourId, sessionId: params.sessionId, body, caller }),
);
