// The three sale-website plans and their yearly prices in integer toman. The spec names the plans
// and the fields basicPlanPrice / professionalPlanPrice / dedicatedPlanPrice but no amounts; these
// are the product's list prices (docs/public-pages.md), shown on /tariff and charged for a website.
export const PLAN_TYPES = ["Basic", "Professional", "Dedicated"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export interface WebsitePlan {
  type: PlanType;
  title: string;
  summary: string;
  /** Toman per year. */
  yearlyPrice: bigint;
  features: readonly string[];
  highlighted?: boolean;
}

export const WEBSITE_PLANS: readonly WebsitePlan[] = [
  {
    type: "Basic",
    title: "پایه",
    summary: "برای شروع فروش آنلاین تورها با یک زیردامنه",
    yearlyPrice: 2_900_000n,
    features: [
      "سایت فروش روی زیردامنه همسفر",
      "فروش آنلاین تور، رویداد و تور دوره‌ای",
      "انتخاب صندلی و صدور بلیت الکترونیک",
      "هفت پالت رنگی آماده",
      "پرداخت آنلاین و کیف پول",
    ],
  },
  {
    type: "Professional",
    title: "حرفه‌ای",
    summary: "برای برندهایی که فروشگاه و مجله هم می‌خواهند",
    yearlyPrice: 6_900_000n,
    highlighted: true,
    features: [
      "همه امکانات پلن پایه",
      "اتصال دامنه اختصاصی شما",
      "فروشگاه محصولات",
      "مجله و محتوای سایت",
      "افزودن کدهای تحلیل و پشتیبانی آنلاین",
    ],
  },
  {
    type: "Dedicated",
    title: "اختصاصی",
    summary: "برای تورگردانان بزرگ با نیازهای ویژه",
    yearlyPrice: 14_900_000n,
    features: [
      "همه امکانات پلن حرفه‌ای",
      "دامنه پیش‌خرید شده به انتخاب شما",
      "طراحی و راه‌اندازی توسط تیم همسفر",
      "پشتیبانی اختصاصی",
      "گزارش‌های فروش پیشرفته",
    ],
  },
];

/** Anything that is not Professional or Dedicated counts as Basic (spec doc 3). */
export function planOf(type: string | null | undefined): WebsitePlan {
  return WEBSITE_PLANS.find((plan) => plan.type === type) ?? WEBSITE_PLANS[0];
}

export const PLAN_PRICES = {
  basicPlanPrice: WEBSITE_PLANS[0].yearlyPrice,
  professionalPlanPrice: WEBSITE_PLANS[1].yearlyPrice,
  dedicatedPlanPrice: WEBSITE_PLANS[2].yearlyPrice,
} as const;
