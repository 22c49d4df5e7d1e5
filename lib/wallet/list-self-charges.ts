import "server-only";
// GET /api/users/self/charges: the caller's wallet charges, newest first (`userCharges`).
import { prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { chargeView, chargeSelect } from "./charge-view";

export async function listSelfCharges(userId: number, page: { Page: number; PageSize: number }) {
  const where = { purpose: "WalletCharge" as const, beneficiaryId: userId };
  const [rows, total] = await Promise.all([
    prisma.bill.findMany({ where, orderBy: { createdAt: "desc" }, ...pageWindow(page), select: chargeSelect }),
    prisma.bill.count({ where }),
  ]);
  const paged = toPaged(rows.map(chargeView), total, page.PageSize);
  return { ...paged, userCharges: paged.result };
}
