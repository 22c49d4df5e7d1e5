import "server-only";
// The group SMS job: sends a queued GroupMessage in batches, each message recorded (SmsMessage) and
// handed to the provider; sentCount moves after every batch, so a job that dies mid-way resumes
// where it stopped. The claim (Queued → Sending, or a Sending one left for 5 minutes) is a
// conditional update, so two workers never send one message twice.
import { prisma } from "@/lib/db/client";
import { sendSms } from "@/lib/sms/send-sms";
import { GROUP_SMS_BATCH } from "./constants";

const STALE_MS = 5 * 60_000;

export async function deliverGroupMessage(id: number, now = new Date()): Promise<number> {
  const claimed = await prisma.$executeRaw`
    UPDATE "GroupMessage" SET status = 'Sending', "sentAt" = ${now}
    WHERE id = ${id} AND (status = 'Queued' OR (status = 'Sending' AND "sentAt" < ${new Date(now.getTime() - STALE_MS)}))`;
  if (claimed !== 1) return 0;
  const message = await prisma.groupMessage.findUniqueOrThrow({ where: { id } });
  let sent = message.sentCount;
  while (sent < message.recipients.length) {
    const batch = message.recipients.slice(sent, sent + GROUP_SMS_BATCH);
    const results = await Promise.allSettled(batch.map((to) => sendSms({ to, text: message.text })));
    for (const r of results) if (r.status === "rejected") console.error("[sms] group message", id, r.reason);
    sent += batch.length;
    await prisma.groupMessage.update({
      where: { id },
      data: { sentCount: sent, sentAt: new Date() },
      select: { id: true },
    });
  }
  await prisma.groupMessage.update({
    where: { id },
    data: { status: "Sent", sentAt: new Date() },
    select: { id: true },
  });
  return sent;
}

/** Every message waiting (the job's periodic sweep, and the job itself). */
export async function deliverQueuedGroupMessages(now = new Date()): Promise<number> {
  const waiting = await prisma.groupMessage.findMany({
    where: { OR: [{ status: "Queued" }, { status: "Sending", sentAt: { lt: new Date(now.getTime() - STALE_MS) } }] },
    orderBy: { id: "asc" },
    select: { id: true },
    take: 50,
  });
  let sent = 0;
  for (const m of waiting) sent += await deliverGroupMessage(m.id, now);
  return sent;
}
