import { route } from "@/lib/http/route";
import { archivePlan } from "@/lib/installments/archive-plan";
import { archivePlanContract } from "@/lib/installments/contracts";

export const POST = route(archivePlanContract, ({ caller, params }) => archivePlan(caller.userId, params.planId));
