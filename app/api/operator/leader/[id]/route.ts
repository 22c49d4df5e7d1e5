import { getLeaderContract } from "@/lib/affiliates/contracts";
import { getLeaderDetail } from "@/lib/affiliates/get-leader-detail";
import { route } from "@/lib/http/route";

export const GET = route(getLeaderContract, ({ params }) => getLeaderDetail(params.id));
