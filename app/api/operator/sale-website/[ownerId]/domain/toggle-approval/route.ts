import { route } from "@/lib/http/route";
import { toggleDomainApprovalContract } from "@/lib/websites/contracts";
import { toggleDomainApproval } from "@/lib/websites/operator-changes";

export const PUT = route(toggleDomainApprovalContract, ({ params }) => toggleDomainApproval(params.ownerId));
