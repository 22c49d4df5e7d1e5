import "server-only";
// POST /api/Contacts/order-webservice {brand, saleWebsiteDomain, description}: an affiliate (or a
// leader) asks for the web service on their own sale website; operators list the orders
// (GET /api/Operator/webservice-orders, the «سفارش‌های وب‌سرویس» page of the admin panel).
import { prisma } from "@/lib/db/client";
import { AFFILIATE_MESSAGES as M } from "./messages";

export async function orderWebService(
  userId: number,
  body: { brand: string; saleWebsiteDomain: string; description?: string },
) {
  const order = await prisma.webServiceOrder.create({
    data: {
      userId,
      brand: body.brand,
      saleWebsiteDomain: body.saleWebsiteDomain,
      description: body.description ?? null,
    },
    select: { id: true },
  });
  return { id: order.id, message: M.webServiceOrdered };
}
