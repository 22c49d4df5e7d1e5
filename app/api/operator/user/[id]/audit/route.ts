import { route } from "@/lib/http/route";
import { userAuditContract } from "@/lib/operator-users/contracts";
import { listUserAudit } from "@/lib/operator-users/list-user-audit";

export const GET = route(userAuditContract, ({ params, query }) => listUserAudit(params.id, query));
