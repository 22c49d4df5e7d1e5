import { route } from "@/lib/http/route";
import { createStaffContract, listStaffContract } from "@/lib/operator-users/contracts";
import { createStaff } from "@/lib/operator-users/create-staff";
import { listStaff } from "@/lib/operator-users/list-staff";

export const GET = route(listStaffContract, ({ query }) => listStaff(query));
export const POST = route(createStaffContract, ({ caller, body }) => createStaff(caller.userId, body));
