import { route } from "@/lib/http/route";
import { toggleIdentityConfirmationContract } from "@/lib/operator-users/contracts";
import { toggleUserConfirmation } from "@/lib/operator-users/toggle-user-confirmation";

export const PUT = route(toggleIdentityConfirmationContract, async ({ caller, params }) => ({
  identityDocsConfirmed: await toggleUserConfirmation(caller.userId, params.id, "identityDocsConfirmed"),
}));
