import "server-only";
// GET /api/Announcements/{id}: one of the caller's current announcements; opening it marks it read.
// Someone else's, an expired or an unknown one is 404.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { recipientView, visibleTo } from "./announcement-view";

export async function getAnnouncement(userId: number, id: number, now = new Date()) {
  const row = await prisma.announcement.findFirst({ where: { id, ...visibleTo(userId, now) } });
  if (!row) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  await prisma.announcementRead.createMany({ data: [{ announcementId: id, userId }], skipDuplicates: true });
  return recipientView(row, true);
}
