import { route } from "@/lib/http/route";
import { addCreditContract } from "@/lib/operator-users/contracts";
import { addCreditToUser } from "@/lib/operator-users/add-credit-to-user";

export const POST = route(addCreditContract, ({ caller, body }) => addCreditToUser(caller.userId, body));
