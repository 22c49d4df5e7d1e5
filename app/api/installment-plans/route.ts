import { route } from "@/lib/http/route";
import { createPlanContract, listPlansContract } from "@/lib/installments/contracts";
import { createPlan } from "@/lib/installments/create-plan";
import { listPlans } from "@/lib/installments/list-plans";

export const GET = route(listPlansContract, ({ caller }) => listPlans(caller.userId));
export const POST = route(createPlanContract, ({ caller, body }) => createPlan(caller.userId, body));
