import "server-only";
// POST and DELETE /api/user/passenger/blacklist/{nationalId}: the caller's blacklist of national ids
// (a blacklisted id cannot reserve the caller's tours). Adding twice or removing an absent id is a 409.
import { prisma } from "@/lib/db/client";
import { conflict } from "@/lib/http/errors";
import { PASSENGER_MESSAGES as M } from "./messages";

export async function setBlacklisted(leaderId: number, nationalId: string, listed: boolean) {
  if (listed) {
    const inserted = await prisma.passengerBlacklist.createMany({
      data: [{ leaderId, nationalId }],
      skipDuplicates: true,
    });
    if (!inserted.count) throw conflict(M.alreadyBlacklisted, "already_blacklisted");
  } else {
    const removed = await prisma.passengerBlacklist.deleteMany({ where: { leaderId, nationalId } });
    if (!removed.count) throw conflict(M.notBlacklisted, "not_blacklisted");
  }
  return { nationalId, isBlackListed: listed };
}
