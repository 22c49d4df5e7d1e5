import "server-only";
// POST /api/Users/Self/{userId}/subscribe {mobile}: anyone subscribes a mobile to a leader's news
// (the public sale pages). A mobile already subscribed is accepted again without a second row; an
// unknown id or one that is not a confirmed leader is 404.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { SUBSCRIBER_MESSAGES as M } from "./messages";

export async function subscribe(leaderId: number, mobile: string) {
  const leader = await prisma.user.findFirst({
    where: { id: leaderId, role: "Leader", isConfirmed: true },
    select: { id: true },
  });
  if (!leader) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  await prisma.subscriber.createMany({ data: [{ leaderId, mobile }], skipDuplicates: true });
  return { success: true, message: M.subscribed };
}
