import "server-only";
import type { Db } from "@/lib/db/client";
import type { Checkout } from "@/lib/db/generated/client";
import { conflict, notFound } from "@/lib/http/errors";
import { WALLET_MESSAGES as M } from "./messages";

/** Locks an open checkout for a decision: the first of two operators wins, the other gets 409. */
export async function lockOpenCheckout(tx: Db, id: number): Promise<Checkout> {
  const rows = await tx.$queryRaw<{ id: number }[]>`select id from "Checkout" where id = ${id} for update`;
  if (!rows.length) throw notFound(M.checkoutNotFound, "checkout_not_found");
  const checkout = await tx.checkout.findUniqueOrThrow({ where: { id } });
  if (checkout.status === "Paid") throw conflict(M.checkoutAlreadyPaid, "checkout_already_paid");
  if (checkout.status === "Deleted") throw conflict(M.checkoutDeleted, "checkout_deleted");
  return checkout;
}
