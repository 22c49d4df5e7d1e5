import { route } from "@/lib/http/route";
import { weeklySalesContract } from "@/lib/statistics/contracts";
import { getWeeklySales } from "@/lib/statistics/get-weekly-sales";

export const GET = route(weeklySalesContract, ({ caller, query }) => getWeeklySales(caller.userId, query.From));
