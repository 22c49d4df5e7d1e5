import { route } from "@/lib/http/route";
import { receiptTicketContract } from "@/lib/tickets/contracts";
import { getReceiptTicket } from "@/lib/tickets/get-ticket";

export const GET = route(receiptTicketContract, ({ params, query }) => getReceiptTicket(params.billId, query.receipt));
