import { sendVerificationMailContract } from "@/lib/accounts/contracts";
import { sendVerificationMail } from "@/lib/accounts/send-verification-mail";
import { route } from "@/lib/http/route";

export const POST = route(sendVerificationMailContract, ({ caller }) => sendVerificationMail(caller.userId));
