import "server-only";
// GET /api/Operator/webservice-orders: every web-service order, newest first, 9 a page.
import { prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";

export async function listWebServiceOrders(q: { Page: number; PageSize: number }) {
  const [rows, total] = await Promise.all([
    prisma.webServiceOrder.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(q),
      include: {
        user: { select: { id: true, firstName: true, lastName: true, brand: true, mobile: true, role: true } },
      },
    }),
    prisma.webServiceOrder.count(),
  ]);
  const result = rows.map((o) => ({
    id: o.id,
    brand: o.brand,
    saleWebsiteDomain: o.saleWebsiteDomain,
    description: o.description,
    createdAt: o.createdAt.toISOString(),
    handledAt: o.handledAt?.toISOString() ?? null,
    user: {
      id: o.user.id,
      fullName: `${o.user.firstName} ${o.user.lastName}`,
      brand: o.user.brand,
      mobile: o.user.mobile,
      role: o.user.role,
    },
  }));
  return toPaged(result, total, q.PageSize);
}
