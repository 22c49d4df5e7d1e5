import { route } from "@/lib/http/route";
import { userNoteContract } from "@/lib/operator-users/contracts";
import { setUserNote } from "@/lib/operator-users/set-user-note";

export const PUT = route(userNoteContract, ({ caller, params, body }) =>
  setUserNote(caller.userId, params.userId, body.note),
);
