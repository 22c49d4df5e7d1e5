import { route } from "@/lib/http/route";
import { afterPlacesFreed } from "@/lib/jobs/enqueue";
import { deleteTourContract, getPublicTourContract, updateTourContract } from "@/lib/tours/contracts";
import { deleteTour } from "@/lib/tours/delete-tour";
import { getPublicTour } from "@/lib/tours/get-public-tour";
import { updateTour } from "@/lib/tours/update-tour";

export const GET = route(getPublicTourContract, ({ params, query }) => getPublicTour(params.tourId, query.sellerId));
export const PUT = route(updateTourContract, ({ caller, params, body }) =>
  afterPlacesFreed(updateTour(caller.userId, params.tourId, body)),
);
export const DELETE = route(deleteTourContract, ({ caller, params }) => deleteTour(caller.userId, params.tourId));
