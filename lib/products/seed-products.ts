import "server-only";
// Demo products (called by prisma/seed.ts): one product per demo leader that has none.
import { prisma } from "@/lib/db/client";

const DAY = 86_400_000;

export async function seedProducts(leaderIds: number[], now = new Date()) {
  for (const [i, leaderId] of leaderIds.entries()) {
    if (await prisma.product.count({ where: { leaderId } })) continue;
    await prisma.product.create({
      data: {
        leaderId,
        title: i % 2 ? "بطری آب استیل سفری" : "کوله‌پشتی کوهنوردی ۴۰ لیتری",
        description:
          i % 2
            ? "بطری دوجداره نیم‌لیتری، مناسب سفرهای دریایی و کویری."
            : "کوله سبک با پشتی تنفس‌پذیر و روکش ضدباران، مناسب صعودهای یک‌روزه.",
        registrationEndTime: new Date(now.getTime() + 60 * DAY),
        capacity: 25,
        price: i % 2 ? 450_000n : 2_800_000n,
        extraQuestion: "رنگ دلخواه",
        showInWebsite: true,
        tags: { createMany: { data: [{ title: "تجهیزات سفر" }] } },
      },
      select: { id: true },
    });
  }
}
