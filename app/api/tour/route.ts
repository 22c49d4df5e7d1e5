import { route } from "@/lib/http/route";
import { createTourContract } from "@/lib/tours/contracts";
import { createTour } from "@/lib/tours/create-tour";

export const POST = route(createTourContract, ({ caller, body }) => createTour(caller.userId, body));
