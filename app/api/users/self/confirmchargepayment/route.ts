import { route } from "@/lib/http/route";
import { confirmCharge } from "@/lib/wallet/confirm-charge";
import { confirmChargeContract } from "@/lib/wallet/contracts";

export const GET = route(confirmChargeContract, ({ caller, query }) => confirmCharge(caller, query));
