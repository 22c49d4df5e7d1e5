import { route } from "@/lib/http/route";
import { userSiteContract } from "@/lib/websites/contracts";
import { getPublicSiteOfUser } from "@/lib/websites/get-public-site";

export const GET = route(userSiteContract, ({ params }) => getPublicSiteOfUser(params.id));
