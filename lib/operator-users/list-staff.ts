import "server-only";
// GET /api/Operator/staff: operators and accountants of the user-management page.
import { prisma, type Prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";

export const staffSelect = {
  id: true,
  firstName: true,
  lastName: true,
  mobile: true,
  role: true,
  disabledAt: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

export function toStaffRow(u: Prisma.UserGetPayload<{ select: typeof staffSelect }>) {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    mobile: u.mobile,
    role: u.role as "Operator" | "Accountant",
    disabled: Boolean(u.disabledAt),
    created: u.createdAt.toISOString(),
  };
}

export async function listStaff(page: { Page: number; PageSize: number }) {
  const where: Prisma.UserWhereInput = { role: { in: ["Operator", "Accountant"] } };
  const [rows, total] = await Promise.all([
    prisma.user.findMany({
      where,
      orderBy: [{ role: "asc" }, { id: "asc" }],
      select: staffSelect,
      ...pageWindow(page),
    }),
    prisma.user.count({ where }),
  ]);
  return toPaged(rows.map(toStaffRow), total, page.PageSize);
}
