import "server-only";
// GET /api/Tour/stats and /api/Tour/stats/{tourId}: page views, distinct visitors and sales by
// source (Instagram, Telegram, WhatsApp, Direct) of the caller's tours or one tour. A sale's source
// is the source of the buyer's last view of the tour before buying (its visitor id), else Direct;
// a sale through an affiliate (`?sellerId=`, the reservation's seller) is the affiliate's, whatever the
// view: the leader pays that seller a share, so calling it «مستقیم» hid where the buyer came from.
// Views have no affiliate source (a view does not know its seller): that row counts sales only.
// Offline entries are counted apart.
import { prisma } from "@/lib/db/client";
import { statisticsScope } from "./scope";

export const SOURCES = ["Instagram", "Telegram", "WhatsApp", "Direct", "Affiliate"] as const;
export const SOURCE_TITLES: Record<(typeof SOURCES)[number], string> = {
  Instagram: "اینستاگرام",
  Telegram: "تلگرام",
  WhatsApp: "واتس‌اپ",
  Direct: "مستقیم",
  Affiliate: "همکار فروش",
};

export async function getViewStatistics(leaderId: number, tourId?: number) {
  const tours = await statisticsScope(leaderId, tourId);
  const [views, sales, offline] = await Promise.all([
    prisma.$queryRaw<{ source: string; views: bigint; visitors: bigint }[]>`
      SELECT source::text AS source, count(*)::bigint AS views, count(DISTINCT uuid)::bigint AS visitors
      FROM "TourView" WHERE "tourId" = ANY(${tours}::int[]) GROUP BY source`,
    prisma.$queryRaw<{ source: string; sales: bigint; amount: bigint }[]>`
      SELECT CASE WHEN r."sellerId" IS NOT NULL THEN 'Affiliate' ELSE coalesce(last.source::text, 'Direct') END AS source, count(*)::bigint AS sales, coalesce(sum(r.amount), 0)::bigint AS amount
      FROM "Reservation" r
      LEFT JOIN LATERAL (
        SELECT v.source FROM "TourView" v WHERE v."tourId" = r."tourId" AND v.uuid = r.uuid AND v."createdAt" <= r."createdAt"
        ORDER BY v."createdAt" DESC LIMIT 1) last ON true
      WHERE r."tourId" = ANY(${tours}::int[]) AND r.status IN ('ConfirmedPayment', 'ConfirmedCard2CardPayment', 'ConfirmedCreditPayment')
      GROUP BY 1`,
    prisma.reservation.aggregate({
      where: { tourId: { in: tours }, status: "OfflinePayment" },
      _count: true,
      _sum: { amount: true },
    }),
  ]);
  const bySource = SOURCES.map((source) => {
    const v = views.find((x) => x.source === source);
    const s = sales.find((x) => x.source === source);
    return {
      source,
      title: SOURCE_TITLES[source],
      views: Number(v?.views ?? 0n),
      visitors: Number(v?.visitors ?? 0n),
      sales: Number(s?.sales ?? 0n),
      amount: s?.amount ?? 0n,
    };
  });
  return {
    totalViews: bySource.reduce((a, x) => a + x.views, 0),
    totalSales: bySource.reduce((a, x) => a + x.sales, 0),
    offlineSales: offline._count,
    offlineAmount: offline._sum.amount ?? 0n,
    sources: bySource,
  };
}
