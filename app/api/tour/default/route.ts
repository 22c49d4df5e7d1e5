import { route } from "@/lib/http/route";
import { getDefaultTourContract, saveDefaultTourContract } from "@/lib/tours/contracts";
import { getDefaultTour, saveDefaultTour } from "@/lib/tours/default-tour";

export const GET = route(getDefaultTourContract, ({ caller }) => getDefaultTour(caller.userId));
export const PUT = route(saveDefaultTourContract, ({ caller, body }) => saveDefaultTour(caller.userId, body));
