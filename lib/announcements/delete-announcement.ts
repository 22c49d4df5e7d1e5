import "server-only";
// DELETE /api/Announcements/{id}: removes it (and its reads) from every bell.
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

export async function deleteAnnouncement(operatorId: number, id: number) {
  await prisma.$transaction(async (tx) => {
    const existing = await tx.announcement.findUnique({ where: { id } });
    if (!existing) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    await tx.announcement.delete({ where: { id } });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "announcement.delete",
      entityType: "Announcement",
      entityId: id,
      targetUserId: existing.userId,
      before: existing,
    });
  });
}
