import { route } from "@/lib/http/route";
import { toggleStaffContract } from "@/lib/operator-users/contracts";
import { toggleStaffDisabled } from "@/lib/operator-users/toggle-staff-disabled";

export const PUT = route(toggleStaffContract, ({ caller, params }) =>
  toggleStaffDisabled(caller.userId, params.userId),
);
