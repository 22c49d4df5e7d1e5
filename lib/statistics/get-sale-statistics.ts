import "server-only";
// GET /api/Tour/sale-statistics and /api/Tour/sale-statistics/{tourId}?source: conversion figures
// of the caller's tours (or one, optionally one source of visits):
//   purchasePercentFromAllViews = paid online purchases / page views × 100,
//   revisitPercent = visitors who came back (more than one view) / visitors × 100,
//   rePurchasePercentFromAllPurchases = purchases by buyers (mobile) who bought more than once / purchases × 100.
// A purchase is a reservation paid through the platform (offline entries have no visit); with a
// source, a purchase counts when the buyer's visitor id viewed the tour from that source.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { SalesChannel } from "@/lib/db/generated/enums";
import { statisticsScope } from "./scope";

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

export async function getSaleStatistics(leaderId: number, tourId?: number, source?: SalesChannel) {
  const tours = await statisticsScope(leaderId, tourId);
  const bySource = source ? Prisma.sql`AND v.source = ${source}::"SalesChannel"` : Prisma.empty;
  const [views] = await prisma.$queryRaw<{ views: bigint; visitors: bigint; returning: bigint }[]>`
    SELECT coalesce(sum(n), 0)::bigint AS views, count(*)::bigint AS visitors, count(*) FILTER (WHERE n > 1)::bigint AS returning
    FROM (SELECT v.uuid, count(*) AS n FROM "TourView" v WHERE v."tourId" = ANY(${tours}::int[]) ${bySource} GROUP BY v."tourId", v.uuid) x`;
  const sourceFilter = source
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "TourView" v WHERE v."tourId" = r."tourId" AND v.uuid = r.uuid AND v.source = ${source}::"SalesChannel")`
    : Prisma.empty;
  const [buys] = await prisma.$queryRaw<{ purchases: bigint; repeat: bigint }[]>`
    SELECT coalesce(sum(n), 0)::bigint AS purchases, coalesce(sum(n) FILTER (WHERE n > 1), 0)::bigint AS repeat
    FROM (SELECT r."buyerMobile", count(*) AS n FROM "Reservation" r
          WHERE r."tourId" = ANY(${tours}::int[]) AND r."paymentMethod" IN ('Online', 'C2C', 'Credit')
            AND r.status IN ('ConfirmedPayment', 'ConfirmedCard2CardPayment', 'ConfirmedCreditPayment', 'Cancelled')
            AND (r.status <> 'Cancelled' OR EXISTS (SELECT 1 FROM "Refund" f WHERE f."reservationId" = r.id))
            ${sourceFilter}
          GROUP BY r."buyerMobile") x`;
  const purchaseCount = Number(buys?.purchases ?? 0n);
  return {
    purchasePercentFromAllViews: percent(purchaseCount, Number(views?.views ?? 0n)),
    revisitPercent: percent(Number(views?.returning ?? 0n), Number(views?.visitors ?? 0n)),
    rePurchasePercentFromAllPurchases: percent(Number(buys?.repeat ?? 0n), purchaseCount),
    views: Number(views?.views ?? 0n),
    visitors: Number(views?.visitors ?? 0n),
    purchases: purchaseCount,
  };
}
