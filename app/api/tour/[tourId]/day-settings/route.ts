import { route } from "@/lib/http/route";
import { getDaySettingsContract, putDaySettingsContract } from "@/lib/tour-day/contracts";
import { getDaySettings, putDaySettings } from "@/lib/tour-day/day-settings";

export const GET = route(getDaySettingsContract, ({ caller, params }) => getDaySettings(caller.userId, params.tourId));
export const PUT = route(putDaySettingsContract, ({ caller, params, body }) =>
  putDaySettings(caller.userId, params.tourId, body),
);
