import { route } from "@/lib/http/route";
import { searchToursContract } from "@/lib/operator-tours/contracts";
import { searchTours } from "@/lib/operator-tours/search-tours";

export const GET = route(searchToursContract, ({ query }) => searchTours(query));
