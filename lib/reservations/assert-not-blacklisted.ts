import "server-only";
// A national id the leader blacklisted cannot reserve that leader's tours (Persian 409).
import type { Db } from "@/lib/db/client";
import { conflict } from "@/lib/http/errors";
import { RESERVATION_MESSAGES as M } from "./messages";

export async function assertNotBlacklisted(db: Db, leaderId: number, nationalIds: string[]): Promise<void> {
  if (!nationalIds.length) return;
  const listed = await db.passengerBlacklist.count({ where: { leaderId, nationalId: { in: nationalIds } } });
  if (listed) throw conflict(M.blacklisted, "passenger_blacklisted");
}
