import { searchColleaguesContract } from "@/lib/affiliates/contracts";
import { searchColleagues } from "@/lib/affiliates/search-colleagues";
import { route } from "@/lib/http/route";

export const GET = route(searchColleaguesContract, ({ caller, query }) => searchColleagues(caller.userId, query));
