import { route } from "@/lib/http/route";
import { deletePlanContract, updatePlanContract } from "@/lib/installments/contracts";
import { deletePlan } from "@/lib/installments/delete-plan";
import { updatePlan } from "@/lib/installments/update-plan";

export const PUT = route(updatePlanContract, ({ caller, params, body }) =>
  updatePlan(caller.userId, params.planId, body),
);
export const DELETE = route(deletePlanContract, ({ caller, params }) => deletePlan(caller.userId, params.planId));
