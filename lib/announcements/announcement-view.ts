import "server-only";
// Shapes of an announcement: the recipient's (with isRead) and the operator's (with recipient and reads).
import type { Prisma } from "@/lib/db/client";

export const operatorInclude = {
  user: { select: { firstName: true, lastName: true } },
  _count: { select: { reads: true } },
} satisfies Prisma.AnnouncementInclude;

type Row = Prisma.AnnouncementGetPayload<object>;

export function recipientView(row: Row, isRead: boolean) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    annoncementType: row.kind,
    entityId: row.entityId,
    expiresAt: row.expiresAt.toISOString(),
    created: row.createdAt.toISOString(),
    isRead,
  };
}

export function operatorView(
  row: Prisma.AnnouncementGetPayload<{ include: typeof operatorInclude }>,
  now = new Date(),
) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    annoncementType: row.kind,
    entityId: row.entityId,
    userId: row.userId,
    userName: row.user ? `${row.user.firstName} ${row.user.lastName}`.trim() : null,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    readCount: row._count.reads,
    created: row.createdAt.toISOString(),
  };
}

/** What a leader or affiliate may see: addressed to them or to everyone, not expired. */
export const visibleTo = (userId: number, now: Date): Prisma.AnnouncementWhereInput => ({
  expiresAt: { gt: now },
  OR: [{ userId }, { userId: null }],
});
