import { addCollaborator } from "@/lib/affiliates/add-collaborator";
import { addCollaboratorContract } from "@/lib/affiliates/contracts";
import { route } from "@/lib/http/route";

export const POST = route(addCollaboratorContract, ({ caller, params }) =>
  addCollaborator(caller, params.tourId, params.collaboratorId),
);
