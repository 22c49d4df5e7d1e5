import { route } from "@/lib/http/route";
import { toggleConfirmationContract } from "@/lib/operator-users/contracts";
import { toggleUserConfirmation } from "@/lib/operator-users/toggle-user-confirmation";

export const PUT = route(toggleConfirmationContract, async ({ caller, params }) => ({
  isConfirmed: await toggleUserConfirmation(caller.userId, params.id, "isConfirmed"),
}));
