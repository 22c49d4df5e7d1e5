import { route } from "@/lib/http/route";
import { livePlacesContract } from "@/lib/tours/contracts";
import { getLivePlaces } from "@/lib/tours/live-places";

export const GET = route(livePlacesContract, ({ params }) => getLivePlaces(params.tourId));
