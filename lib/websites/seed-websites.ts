import "server-only";
// Demo sale websites (DESIGN.md §5): leader 09120000003 at `kuhestan` and 09120000004 at `darya`,
// each on an active Professional plan with the shop and magazine features, the five default link
// groups, policies, and their first published tour featured. Idempotent: an existing site is kept.
import { prisma } from "@/lib/db/client";
import { seedLinkGroups } from "./seed-link-groups";

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_SITES = [
  { mobile: "09120000003", subDomain: "kuhestan", palette: "c1" },
  { mobile: "09120000004", subDomain: "darya", palette: "c2" },
] as const;

export async function seedWebsites(now = new Date()) {
  for (const demo of DEMO_SITES) {
    const user = await prisma.user.findUnique({
      where: { mobile: demo.mobile },
      select: { id: true, saleWebsite: { select: { id: true } } },
    });
    if (!user || user.saleWebsite) continue;
    await prisma.$transaction(async (tx) => {
      const site = await tx.saleWebsite.create({
        data: {
          userId: user.id,
          subDomain: demo.subDomain,
          planType: "Professional",
          startsAt: now,
          expiresAt: new Date(now.getTime() + 365 * DAY_MS),
          colorPalette: demo.palette,
          featureIds: [1, 2],
          policy1: "ثبت‌نام در تور به معنای پذیرش برنامه و شرایط آن است. همراه داشتن کارت ملی الزامی است.",
          policy2: "لغو تا ۷۲ ساعت پیش از حرکت با کسر ۱۰ درصد و پس از آن طبق جدول استرداد تور انجام می‌شود.",
          tags: ["طبیعت‌گردی", "کوهنوردی", "سفر گروهی"],
        },
      });
      await seedLinkGroups(tx, site.id);
      const first = await tx.tour.findFirst({
        where: { leaderId: user.id, isDraft: false, deletedAt: null },
        orderBy: { id: "asc" },
        select: { id: true },
      });
      if (first) await tx.tour.update({ where: { id: first.id }, data: { visibility: "Featured" } });
    });
  }
}
