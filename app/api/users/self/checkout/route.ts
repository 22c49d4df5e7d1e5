import { route } from "@/lib/http/route";
import { requestCheckoutContract } from "@/lib/wallet/contracts";
import { requestCheckout } from "@/lib/wallet/request-checkout";

export const POST = route(requestCheckoutContract, ({ caller, body }) => requestCheckout(caller, body));
