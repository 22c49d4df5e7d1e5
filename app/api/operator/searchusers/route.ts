import { route } from "@/lib/http/route";
import { searchUsersContract } from "@/lib/operator-users/contracts";
import { searchUsers } from "@/lib/operator-users/search-users";

export const GET = route(searchUsersContract, ({ query }) => searchUsers(query));
