import { changeSalesPlan } from "@/lib/affiliates/change-sales-plan";
import { changeSalesPlanContract } from "@/lib/affiliates/contracts";
import { route } from "@/lib/http/route";

export const POST = route(changeSalesPlanContract, ({ caller, body }) => changeSalesPlan(caller.userId, body));
