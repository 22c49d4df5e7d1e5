import { route } from "@/lib/http/route";
import { searchToursContract } from "@/lib/tours/contracts";
import { searchTours } from "@/lib/tours/search-tours";

export const GET = route(searchToursContract, ({ caller, query }) => searchTours(caller.userId, query));
