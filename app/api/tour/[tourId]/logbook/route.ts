import { route } from "@/lib/http/route";
import { getLogbookContract, saveLogbookContract } from "@/lib/logbooks/contracts";
import { getLogbook } from "@/lib/logbooks/get-logbook";
import { saveLogbook } from "@/lib/logbooks/save-logbook";

export const GET = route(getLogbookContract, ({ caller, params }) => getLogbook(caller.userId, params.tourId));
export const PUT = route(saveLogbookContract, ({ caller, params, body }) =>
  saveLogbook(caller.userId, params.tourId, body),
);
