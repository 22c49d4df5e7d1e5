import { route } from "@/lib/http/route";
import { renewContract } from "@/lib/websites/contracts";
import { renewWebsite } from "@/lib/websites/renew-website";

export const POST = route(renewContract, ({ caller, params, body }) =>
  renewWebsite(caller, params.type, body.paymentMethod),
);
