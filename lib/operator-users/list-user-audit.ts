import "server-only";
// GET /api/Operator/user/{id}/audit: what operators did about a user, newest first, paged.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { pageWindow, toPaged } from "@/lib/http/paging";

export async function listUserAudit(id: number, page: { Page: number; PageSize: number }) {
  const exists = await prisma.user.findFirst({
    where: { id, role: { in: ["Leader", "Affiliate"] } },
    select: { id: true },
  });
  if (!exists) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const where = { targetUserId: id };
  const [rows, total] = await Promise.all([
    prisma.auditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { actor: { select: { firstName: true, lastName: true } } },
      ...pageWindow(page),
    }),
    prisma.auditLog.count({ where }),
  ]);
  return toPaged(
    rows.map((r) => ({
      id: r.id,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      actorId: r.actorId,
      actorName: r.actor ? `${r.actor.firstName} ${r.actor.lastName}`.trim() : null,
      before: r.before,
      after: r.after,
      created: r.createdAt.toISOString(),
    })),
    total,
    page.PageSize,
  );
}
