import { route } from "@/lib/http/route";
import { setWageSettingsContract } from "@/lib/wage/contracts";
import { setWageSettings } from "@/lib/wage/set-wage-settings";

export const POST = route(setWageSettingsContract, ({ caller, body }) => setWageSettings(caller, body));
