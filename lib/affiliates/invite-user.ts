import "server-only";
// POST /api/Users/Self/InviteUser {mobile, fullName?}: a leader invites a colleague who has no
// account yet; an SMS carries the registration link (with the mobile filled in). A registered
// mobile is refused (409: find them with SearchUsers instead). Limits, under the leader's advisory
// lock so concurrent calls cannot both pass: 20 invitations a leader a day, one a mobile a day.
// Each invitation is an audit row (action "colleague.invite"), which is what the limits count.
import { recordAudit } from "@/lib/audit/record-audit";
import { ADVISORY_LOCKS } from "@/lib/db/advisory-locks";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { conflict, ApiError } from "@/lib/http/errors";
import { sendSms } from "@/lib/sms/send-sms";
import { AFFILIATE_MESSAGES as M, inviteSms } from "./messages";

export const INVITES_PER_DAY = 20;
const DAY = 24 * 60 * 60 * 1000;

export async function inviteUser(leaderId: number, body: { mobile: string; fullName?: string }, now = new Date()) {
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.leaderInvites}::int, ${leaderId}::int)`;
    if (await tx.user.count({ where: { mobile: body.mobile } }))
      throw conflict(M.alreadyRegistered, "already_registered");
    const since = new Date(now.getTime() - DAY);
    const [byLeader, toMobile] = await Promise.all([
      tx.auditLog.count({ where: { action: "colleague.invite", actorId: leaderId, createdAt: { gte: since } } }),
      tx.auditLog.count({ where: { action: "colleague.invite", entityId: body.mobile, createdAt: { gte: since } } }),
    ]);
    if (byLeader >= INVITES_PER_DAY || toMobile > 0) throw new ApiError(429, [M.inviteLimit], "invite_limit");
    const leader = await tx.user.findUniqueOrThrow({
      where: { id: leaderId },
      select: { firstName: true, lastName: true, brand: true },
    });
    await recordAudit(tx, {
      actorId: leaderId,
      action: "colleague.invite",
      entityType: "Invitation",
      entityId: body.mobile,
      after: { fullName: body.fullName ?? null },
    });
    const url = new URL("/auth/register", env.publicUrl);
    url.searchParams.set("mobile", body.mobile);
    await sendSms(
      { to: body.mobile, text: inviteSms(leader.brand || `${leader.firstName} ${leader.lastName}`, url.toString()) },
      { wait: false, db: tx },
    );
  });
  return { success: true as const, message: M.inviteSent };
}
