import { route } from "@/lib/http/route";
import { sendContactContract } from "@/lib/contacts/contracts";
import { sendContact } from "@/lib/contacts/send-contact";

export const POST = route(sendContactContract, ({ body }) => sendContact(body));
