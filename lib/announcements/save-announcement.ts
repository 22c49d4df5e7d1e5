import "server-only";
// POST /api/Announcements and PUT /api/Announcements/{id}: an operator writes an announcement to one
// leader or affiliate (userId) or to all of them (no userId). expiresIn counts days from now (also
// on an edit). Audited like every operator action.
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { operatorInclude, operatorView } from "./announcement-view";
import type { AnnouncementBody } from "./contracts";
import { ANNOUNCEMENT_MESSAGES as M } from "./messages";

const DAY_MS = 86_400_000;

export async function saveAnnouncement(operatorId: number, input: AnnouncementBody, id?: number, now = new Date()) {
  return prisma.$transaction(async (tx) => {
    const userId = input.userId ?? null;
    if (userId !== null) {
      const user = await tx.user.findFirst({
        where: { id: userId, role: { in: ["Leader", "Affiliate"] }, deletedAt: null },
        select: { id: true },
      });
      if (!user) throw badRequest(M.userUnknown, "recipient_unknown");
    }
    const data = {
      title: input.title,
      body: input.body,
      kind: input.type,
      userId,
      entityId: input.entityId || null,
      expiresAt: new Date(now.getTime() + input.expiresIn * DAY_MS),
    };
    let before: unknown = undefined;
    if (id !== undefined) {
      const existing = await tx.announcement.findUnique({ where: { id } });
      if (!existing) throw notFound(HTTP_MESSAGES.notFound, "not_found");
      before = existing;
    }
    const row =
      id === undefined
        ? await tx.announcement.create({ data: { ...data, createdById: operatorId }, include: operatorInclude })
        : await tx.announcement.update({ where: { id }, data, include: operatorInclude });
    await recordAudit(tx, {
      actorId: operatorId,
      action: id === undefined ? "announcement.create" : "announcement.edit",
      entityType: "Announcement",
      entityId: row.id,
      targetUserId: userId,
      before,
      after: data,
    });
    return operatorView(row, now);
  });
}
