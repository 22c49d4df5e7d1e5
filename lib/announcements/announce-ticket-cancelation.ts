import "server-only";
// The system's TicketCancelation announcement: when a traveller cancels tickets, the tour's leader
// finds it in the bell; its entityId is the refund id, whose details the modal reads from
// GET /api/refunds/RefundInfo/{refundId}. Written in the cancellation's own transaction.
import type { Db } from "@/lib/db/client";
import { formatNumber } from "@/lib/format";
import { ANNOUNCEMENT_MESSAGES as M, TICKET_CANCELATION_DAYS } from "./messages";

export async function announceTicketCancelation(
  db: Db,
  input: {
    leaderId: number;
    refundId: number;
    trackingId: string;
    tourTitle: string;
    passengers: number;
    returnedAmount: bigint;
    now?: Date;
  },
) {
  const now = input.now ?? new Date();
  await db.announcement.create({
    data: {
      kind: "TicketCancelation",
      userId: input.leaderId,
      entityId: String(input.refundId),
      title: M.ticketCancelationTitle,
      body: M.ticketCancelationBody(
        input.trackingId,
        input.tourTitle,
        input.passengers,
        formatNumber(input.returnedAmount),
      ),
      expiresAt: new Date(now.getTime() + TICKET_CANCELATION_DAYS * 86_400_000),
    },
  });
}
