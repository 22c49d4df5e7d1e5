import "server-only";
// The leader or affiliate an operator acts on: an unknown, deleted or staff id answers 404 (the
// operator's user calls manage leaders and affiliates only).
import type { Db, Prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

/** Locks the row (FOR UPDATE) when called inside a transaction with `lock`, so concurrent toggles serialise. */
export async function findManagedUser<S extends Prisma.UserSelect>(
  db: Db,
  id: number,
  select: S,
  options: { lock?: boolean } = {},
) {
  if (options.lock) await db.$queryRaw`select id from "User" where id = ${id} for update`;
  const user = await db.user.findFirst({
    where: { id, role: { in: ["Leader", "Affiliate"] }, deletedAt: null },
    select: select,
  });
  if (!user) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return user as Prisma.UserGetPayload<{ select: S }>;
}
