import "server-only";
// GET /api/tour/bill/unverified: online payments sent to a gateway that have not been verified
// (the payer's browser never came back, or the verify failed): what complete-online-payment acts on.
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { paymentRow, paymentRowSelect } from "./payment-view";

export async function listUnverifiedPayments(q: { Page: number; PageSize: number }) {
  const where: Prisma.PaymentWhereInput = {
    method: "Online",
    authority: { not: null },
    status: { in: ["Pending", "Failed"] },
  };
  const [rows, total] = await Promise.all([
    prisma.payment.findMany({
      where,
      select: paymentRowSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(q),
    }),
    prisma.payment.count({ where }),
  ]);
  return toPaged(rows.map(paymentRow), total, q.PageSize);
}
