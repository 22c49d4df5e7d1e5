import { route } from "@/lib/http/route";
import { logbookPhotoContract } from "@/lib/logbooks/contracts";
import { setLogbookPhoto } from "@/lib/logbooks/set-logbook-photo";

export const POST = route(logbookPhotoContract, ({ caller, params, body }) =>
  setLogbookPhoto(caller.userId, params.tourId, body.photoName),
);
