import "server-only";
// DELETE /api/Operator/user/{id}: a soft delete. The row stays (its sales, bills and ledger entries
// point at it); the account can no longer sign in (login refuses it, the token version bump ends
// its sessions, the caller resolver refuses its tokens) and its public pages answer 404.
import { recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db/client";
import { expireSite } from "@/lib/websites/site-cache";
import { findManagedUser } from "./find-managed-user";

export async function deleteUser(operatorId: number, id: number) {
  await prisma.$transaction(async (tx) => {
    const user = await findManagedUser(
      tx,
      id,
      { id: true, mobile: true, role: true, isConfirmed: true },
      { lock: true },
    );
    await tx.user.update({ where: { id }, data: { deletedAt: new Date(), tokenVersion: { increment: 1 } } });
    await recordAudit(tx, {
      actorId: operatorId,
      action: "user.delete",
      entityType: "User",
      entityId: id,
      targetUserId: id,
      before: user,
    });
  });
  // Their sale website answers 404 from the next request (the host lookup skips deleted owners).
  const site = await prisma.saleWebsite.findUnique({
    where: { userId: id },
    select: { userId: true, subDomain: true, domain: true },
  });
  if (site) expireSite(site);
}
