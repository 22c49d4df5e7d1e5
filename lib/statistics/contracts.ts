// Contracts of the statistics calls (spec doc 2 §7 "Statistics").
import { queryDate } from "@/lib/http/query-fields";
import type { Contract } from "@/lib/http/contract";
import { idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

const tags = ["Statistics"];
const LEADER = ["Leader"] as const;
const id = idSchema;
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const source = z.preprocess(
  (v) =>
    typeof v === "string"
      ? (["Instagram", "Telegram", "WhatsApp", "Direct"].find((s) => s.toLowerCase() === v.trim().toLowerCase()) ?? v)
      : blank(v),
  z.enum(["Instagram", "Telegram", "WhatsApp", "Direct"]).optional(),
);

const saleStatistics = z.object({
  purchasePercentFromAllViews: z.number(),
  revisitPercent: z.number(),
  rePurchasePercentFromAllPurchases: z.number(),
  views: z.number(),
  visitors: z.number(),
  purchases: z.number(),
});

export const saleStatisticsContract = {
  method: "GET",
  path: "/api/Tour/sale-statistics",
  summary: "آمار تبدیل بازدید به خرید همهٔ تورهای کاربر",
  tags,
  access: LEADER,
  response: saleStatistics,
  errors: [],
} satisfies Contract;

export const tourSaleStatisticsContract = {
  method: "GET",
  path: "/api/Tour/sale-statistics/{tourId}",
  summary: "آمار تبدیل بازدید به خرید یک تور، در صورت نیاز برای یک منبع بازدید",
  tags,
  access: LEADER,
  params: z.object({ tourId: id }),
  query: z.object({ source }),
  response: saleStatistics,
  errors: [],
} satisfies Contract;

const viewStatistics = z.object({
  totalViews: z.number(),
  totalSales: z.number(),
  offlineSales: z.number(),
  offlineAmount: z.number(),
  sources: z.array(
    z.object({
      source: z.string(),
      title: z.string(),
      views: z.number(),
      visitors: z.number(),
      sales: z.number(),
      amount: z.number(),
    }),
  ),
});

export const viewStatisticsContract = {
  method: "GET",
  path: "/api/Tour/stats",
  summary: "بازدید و فروش همهٔ تورهای کاربر به تفکیک منبع",
  tags,
  access: LEADER,
  response: viewStatistics,
  errors: [],
} satisfies Contract;

export const tourViewStatisticsContract = {
  method: "GET",
  path: "/api/Tour/stats/{tourId}",
  summary: "بازدید و فروش یک تور به تفکیک منبع",
  tags,
  access: LEADER,
  params: z.object({ tourId: id }),
  response: viewStatistics,
  errors: [],
} satisfies Contract;

export const periodicViewsContract = {
  method: "GET",
  path: "/api/Tour/stats/periodic",
  summary: "بازدید صفحه در هر روز (به وقت تهران) از From تا To (پیش‌فرض: ۳۰ روز گذشته)",
  tags,
  access: LEADER,
  query: z.object({ From: queryDate, To: queryDate }),
  response: z.object({
    from: z.string(),
    to: z.string(),
    views: z.array(z.object({ day: z.string(), views: z.number(), visitors: z.number() })),
  }),
  errors: ["range_order", "range_too_long"],
} satisfies Contract;

export const weeklySalesContract = {
  method: "GET",
  path: "/api/Tour/stats/weekly-sales",
  summary: "بلیت‌های فروخته‌شده در هر روز هفته، شنبه تا جمعه، در هفتهٔ From (پیش‌فرض این هفته) و هفتهٔ پیش از آن",
  tags,
  access: LEADER,
  query: z.object({ From: queryDate }),
  response: z.object({
    weekStart: z.string(),
    days: z.array(
      z.object({
        weekday: z.number(),
        title: z.string(),
        date: z.string(),
        tickets: z.number(),
        amount: z.number(),
        previousTickets: z.number(),
        previousAmount: z.number(),
      }),
    ),
  }),
  errors: [],
} satisfies Contract;
