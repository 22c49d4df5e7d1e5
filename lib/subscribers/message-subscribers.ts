import "server-only";
// POST /api/Users/Self/subscribers/send-message {textMessage}: a group SMS to every subscriber.
import { prisma } from "@/lib/db/client";
import { queueGroupMessage } from "@/lib/messaging/queue-group-message";

export async function messageSubscribers(leaderId: number, textMessage: string) {
  const rows = await prisma.subscriber.findMany({ where: { leaderId }, select: { mobile: true } });
  return queueGroupMessage(leaderId, { kind: "Subscribers", text: textMessage, recipients: rows.map((r) => r.mobile) });
}
