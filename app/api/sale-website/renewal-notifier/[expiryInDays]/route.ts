import { route } from "@/lib/http/route";
import { renewalNotifierContract } from "@/lib/websites/contracts";
import { notifyRenewals } from "@/lib/websites/notify-renewals";

export const POST = route(renewalNotifierContract, ({ params }) => notifyRenewals(params.expiryInDays));
