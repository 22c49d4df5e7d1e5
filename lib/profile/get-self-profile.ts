import "server-only";
import { prisma, type Db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { getLeaderRating } from "@/lib/votes/get-leader-rating";
import { profileEnvelope, profileSelect } from "./profile-view";

export async function getSelfProfile(userId: number, db: Db = prisma) {
  const row = await db.user.findUnique({ where: { id: userId }, select: profileSelect });
  if (!row) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const envelope = profileEnvelope(row);
  if ("leaderProfile" in envelope) envelope.leaderProfile.rating = await getLeaderRating(userId, db);
  return envelope;
}
