import "server-only";
// GET /api/operator/Checkouts: every user's payout requests (deleted ones left out), newest first,
// with who asked; the excel export streams the same filter (export-checkouts.ts).
import { prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { checkoutWhere, type CheckoutFilters } from "./checkout-filters";
import { checkoutView } from "./checkout-view";

export const checkoutUserSelect = {
  id: true,
  firstName: true,
  lastName: true,
  mobile: true,
  role: true,
  brand: true,
} as const;

export function checkoutRow(
  c: Parameters<typeof checkoutView>[0] & {
    user: { id: number; firstName: string; lastName: string; mobile: string; role: string; brand: string | null };
  },
) {
  return {
    ...checkoutView(c),
    user: {
      id: c.user.id,
      fullName: `${c.user.firstName} ${c.user.lastName}`,
      mobile: c.user.mobile,
      role: c.user.role,
      brand: c.user.brand,
    },
  };
}

export async function listCheckouts(query: CheckoutFilters & { Page: number; PageSize: number }) {
  const where = checkoutWhere(query);
  const [rows, total, sum] = await Promise.all([
    prisma.checkout.findMany({
      where,
      orderBy: { id: "desc" },
      ...pageWindow(query),
      include: { user: { select: checkoutUserSelect } },
    }),
    prisma.checkout.count({ where }),
    prisma.checkout.aggregate({ where, _sum: { amount: true } }),
  ]);
  return { ...toPaged(rows.map(checkoutRow), total, query.PageSize), totalAmount: sum._sum.amount ?? 0n };
}
