// Reference lists of the tour area (styles, hardships, cancellation reasons), in Persian.
// Idempotent: rows are keyed by their unique title; called from lib/reference/seed-reference.ts.
import type { Db } from "@/lib/db/client";

export const TOUR_STYLES = [
  "طبیعت‌گردی",
  "کوهنوردی",
  "فرهنگی-تاریخی",
  "کویرنوردی",
  "جنگل‌نوردی",
  "دریاگردی",
  "دره‌نوردی",
  "غارنوردی",
  "بوم‌گردی",
  "عکاسی",
  "زیارتی",
  "خانوادگی",
  "تفریحی",
  "ماجراجویی",
] as const;

export const TOUR_HARDSHIPS = [
  { title: "آسان", description: "مناسب همه سنین؛ پیاده‌روی کوتاه در مسیر هموار و بدون نیاز به آمادگی بدنی خاص." },
  { title: "متوسط", description: "چند ساعت پیاده‌روی با شیب ملایم؛ آمادگی بدنی معمولی کافی است." },
  { title: "سخت", description: "پیاده‌روی طولانی در مسیر شیب‌دار یا ناهموار؛ آمادگی بدنی خوب و تجربه قبلی لازم است." },
  {
    title: "بسیار سخت",
    description: "برنامه فنی و طولانی در شرایط دشوار؛ فقط برای افراد باتجربه با آمادگی بدنی بالا و تجهیزات کامل.",
  },
] as const;

export const CANCELLATION_REASONS = [
  "شرایط نامساعد آب‌وهوایی",
  "نرسیدن به حد نصاب نفرات",
  "مشکل در حمل‌ونقل",
  "مشکل در اقامتگاه",
  "دستور مراجع رسمی",
  "دلایل شخصی برگزارکننده",
  "بدون ذکر دلیل",
] as const;

export async function seedTourReference(db: Db) {
  await db.tourStyle.createMany({
    data: TOUR_STYLES.map((title, i) => ({ title, sortOrder: i + 1 })),
    skipDuplicates: true,
  });
  await db.tourHardship.createMany({
    data: TOUR_HARDSHIPS.map((h, i) => ({ ...h, sortOrder: i + 1 })),
    skipDuplicates: true,
  });
  await db.cancellationReason.createMany({
    data: CANCELLATION_REASONS.map((title, i) => ({ title, sortOrder: i + 1 })),
    skipDuplicates: true,
  });
}
