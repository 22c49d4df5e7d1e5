import "server-only";
// GET /api/users/self/Checkouts: the caller's payout requests, newest first, with their state
// (a request an operator deleted shows as such: its money went back to the wallet).
import { prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { checkoutWhere, type CheckoutFilters } from "./checkout-filters";
import { checkoutView } from "./checkout-view";

export async function listSelfCheckouts(userId: number, query: CheckoutFilters & { Page: number; PageSize: number }) {
  const where = checkoutWhere(query, userId);
  const [rows, total, sum] = await Promise.all([
    prisma.checkout.findMany({ where, orderBy: { id: "desc" }, ...pageWindow(query) }),
    prisma.checkout.count({ where }),
    prisma.checkout.aggregate({ where, _sum: { amount: true } }),
  ]);
  return { ...toPaged(rows.map(checkoutView), total, query.PageSize), totalAmount: sum._sum.amount ?? 0n };
}
