import { route } from "@/lib/http/route";
import { checkInManifestContract, checkInScansContract } from "@/lib/checkin/contracts";
import { loadCheckInManifest } from "@/lib/checkin/load-manifest";
import { recordCheckInScans } from "@/lib/checkin/record-scans";

export const GET = route(checkInManifestContract, ({ caller, params }) =>
  loadCheckInManifest(caller.userId, params.sessionId),
);

export const POST = route(checkInScansContract, ({ caller, params, body }) =>
  recordCheckInScans(caller.userId, params.sessionId, body.scans),
);
