import { route } from "@/lib/http/route";
import { sendSuggestionContract } from "@/lib/contacts/contracts";
import { sendSuggestion } from "@/lib/contacts/send-suggestion";

export const POST = route(sendSuggestionContract, ({ body }) => sendSuggestion(body));
