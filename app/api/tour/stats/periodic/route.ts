import { route } from "@/lib/http/route";
import { periodicViewsContract } from "@/lib/statistics/contracts";
import { getPeriodicViews } from "@/lib/statistics/get-periodic-views";

export const GET = route(periodicViewsContract, ({ caller, query }) => getPeriodicViews(caller.userId, query));
