import "server-only";
// POST /api/tour/manage-ticket/code: texts the buyer's mobile a code that cancelling the ticket or
// naming its refund card needs (lib/refunds/cancel-passengers.ts). Only for a ticket found by mobile
// and tracking id, and only ever to the buyer's own mobile; its own limits per mobile (one a minute,
// five an hour) and the address's budget (lib/accounts/request-otp.ts).
import { requestOtp } from "@/lib/accounts/request-otp";
import { findTicket } from "@/lib/reservations/find-ticket";

export async function requestTicketCode(input: { mobile: string; trackingId: string; ip: string }) {
  const ticket = await findTicket(input.mobile, input.trackingId);
  await requestOtp({ mobile: ticket.buyerMobile, purpose: "TicketManage", ip: input.ip, deliver: true });
}
