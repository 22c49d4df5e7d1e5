import "server-only";
import { prisma, type Db } from "@/lib/db/client";

/** Card-to-card payments whose reference code is in and that wait for an operator (admin menu badge). */
export function countC2cAwaitingConfirmation(db: Db = prisma): Promise<number> {
  return db.payment.count({ where: { method: "C2C", status: "PendingConfirmation" } });
}
