import "server-only";
// GET /api/Announcements: the caller's current announcements (to them or to everyone, not expired),
// newest first, with whether each was read and how many are unread (the bell's count).
import { prisma } from "@/lib/db/client";
import { recipientView, visibleTo } from "./announcement-view";

const BELL_LIMIT = 50;

export async function listMyAnnouncements(userId: number, now = new Date()) {
  const rows = await prisma.announcement.findMany({
    where: visibleTo(userId, now),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: BELL_LIMIT,
    include: { reads: { where: { userId }, select: { userId: true } } },
  });
  const result = rows.map((row) => recipientView(row, row.reads.length > 0));
  return { result, unreadCount: result.filter((a) => !a.isRead).length };
}
