import "server-only";
// GET /api/Operator/announcements: every announcement, newest first, paged, for the composer page.
import { prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";
import { operatorInclude, operatorView } from "./announcement-view";

export async function listAnnouncements(page: { Page: number; PageSize: number }, now = new Date()) {
  const [rows, total] = await Promise.all([
    prisma.announcement.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: operatorInclude,
      ...pageWindow(page),
    }),
    prisma.announcement.count(),
  ]);
  return toPaged(
    rows.map((row) => operatorView(row, now)),
    total,
    page.PageSize,
  );
}
