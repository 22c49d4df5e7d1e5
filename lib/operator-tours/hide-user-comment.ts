import "server-only";
// DELETE /api/operator/usercomments/{commentId}: an operator hides a comment from the public page
// (the same soft delete as the leader's moderation: the row stays, flagged), audited.
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

export async function hideUserComment(operatorId: number, commentId: number) {
  await prisma.$transaction(async (tx) => {
    const comment = await tx.tourComment.findUnique({
      where: { id: commentId },
      select: { id: true, tourId: true, isDeleted: true, text: true, tour: { select: { leaderId: true } } },
    });
    if (!comment) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    if (comment.isDeleted) return;
    await tx.tourComment.update({ where: { id: commentId }, data: { isDeleted: true } });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "comment.hide",
      entityType: "TourComment",
      entityId: commentId,
      targetUserId: comment.tour.leaderId,
      before: { isDeleted: false, text: comment.text },
      after: { isDeleted: true },
    });
  });
}
