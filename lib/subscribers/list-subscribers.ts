import "server-only";
// GET /api/Users/Self/subscribers (9 a page): the caller's subscribers, newest first.
import { prisma } from "@/lib/db/client";
import { pageWindow, toPaged } from "@/lib/http/paging";

export async function listSubscribers(leaderId: number, page: { Page: number; PageSize: number }) {
  const where = { leaderId };
  const [rows, total] = await Promise.all([
    prisma.subscriber.findMany({
      where,
      orderBy: { id: "desc" },
      ...pageWindow(page),
      select: { id: true, mobile: true, createdAt: true },
    }),
    prisma.subscriber.count({ where }),
  ]);
  return toPaged(rows, total, page.PageSize);
}
