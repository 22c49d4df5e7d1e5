import { route } from "@/lib/http/route";
import { getWageSettingsContract } from "@/lib/wage/contracts";
import { getWageSettings } from "@/lib/wage/get-wage-settings";

export const GET = route(getWageSettingsContract, ({ params }) => getWageSettings(params.leaderId));
