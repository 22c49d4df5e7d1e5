import "server-only";
import { prisma, type Db } from "@/lib/db/client";
import { TX_OPTIONS } from "./constants";

/** An interactive transaction with the waits that bill locking needs. */
export function inTransaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
  return prisma.$transaction((tx) => fn(tx), TX_OPTIONS);
}
