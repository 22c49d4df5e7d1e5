import { route } from "@/lib/http/route";
import { deleteCheckoutContract } from "@/lib/wallet/contracts";
import { deleteCheckout } from "@/lib/wallet/delete-checkout";

export const DELETE = route(deleteCheckoutContract, ({ caller, params }) => deleteCheckout(caller, params.checkoutId));
