import { route } from "@/lib/http/route";
import { createWebsiteContract, getWebsiteContract, updateWebsiteContract } from "@/lib/websites/contracts";
import { createWebsite } from "@/lib/websites/create-website";
import { getMyWebsite } from "@/lib/websites/get-my-website";
import { updateWebsite } from "@/lib/websites/update-website";

export const GET = route(getWebsiteContract, ({ caller }) => getMyWebsite(caller.userId));
export const POST = route(createWebsiteContract, ({ caller, body }) => createWebsite(caller, body));
export const PUT = route(updateWebsiteContract, ({ caller, body }) => updateWebsite(caller.userId, body));
