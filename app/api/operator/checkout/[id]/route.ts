import { route } from "@/lib/http/route";
import { payCheckoutContract } from "@/lib/wallet/contracts";
import { payCheckout } from "@/lib/wallet/pay-checkout";

export const PUT = route(payCheckoutContract, ({ caller, params, body }) => payCheckout(caller, params.id, body));
