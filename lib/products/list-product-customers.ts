import "server-only";
// GET /api/Product/{productId}/Customers: the buyers of one of the caller's products (paid orders
// and orders whose bill is still open), newest first, paged (the Excel export, export-product-customers.ts, streams the same rows).
import { prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { assertOwnedProduct } from "./owned-product";

/** The orders the buyers' list and its export show: paid, and those whose bill is still open. */
export const customersWhere = (productId: number) => ({
  productId,
  status: { in: ["Paid", "Pending"] as ("Paid" | "Pending")[] },
});

export async function listProductCustomers(leaderId: number, productId: number, q: { Page: number; PageSize: number }) {
  await assertOwnedProduct(prisma, leaderId, productId);
  const where = customersWhere(productId);
  const [rows, total, paid] = await Promise.all([
    prisma.productOrder.findMany({ where, orderBy: { id: "desc" }, ...pageWindow(q) }),
    prisma.productOrder.count({ where }),
    prisma.productOrder.aggregate({ where: { productId, status: "Paid" }, _sum: { orderCount: true, amount: true } }),
  ]);
  return {
    ...toPaged(
      rows.map((o) => ({
        id: o.id,
        trackingId: o.trackingId,
        firstName: o.firstName,
        lastName: o.lastName,
        fullName: `${o.firstName} ${o.lastName}`,
        mobile: o.mobile,
        nationalId: o.nationalId,
        phone: o.phone,
        orderCount: o.orderCount,
        amount: o.amount,
        paymentMethod: o.paymentMethod,
        status: o.status,
        extraQuestionAnswer: o.extraQuestionAnswer,
        createdAt: o.createdAt,
      })),
      total,
      q.PageSize,
    ),
    paidCount: paid._sum.orderCount ?? 0,
    paidAmount: paid._sum.amount ?? 0n,
  };
}
