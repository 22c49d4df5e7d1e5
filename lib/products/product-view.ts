// A product as the calls answer it: its terms, photos, tags, units left and stock state.
import type { Product } from "@/lib/db/generated/client";
import { photoView } from "@/lib/tours/photo-files";
import { LIMITED_STOCK_AT } from "./constants";
import { placesLeft } from "@/lib/shared/places-left";

export type StockState = "Available" | "LimitedStock" | "OutOfStock";

/** OutOfStock when nothing is left or the product cannot be ordered (inactive, registration over). */
export function stockState(
  p: Pick<Product, "capacity" | "soldCount" | "isActive" | "registrationEndTime">,
  now = new Date(),
): StockState {
  const left = placesLeft(p.capacity, p.soldCount);
  if (left <= 0 || !p.isActive || p.registrationEndTime <= now) return "OutOfStock";
  return left <= LIMITED_STOCK_AT ? "LimitedStock" : "Available";
}

export const productInclude = {
  tags: { orderBy: { id: "asc" }, select: { title: true } },
  photos: { orderBy: { order: "asc" }, select: { order: true, name: true } },
} as const;

type Loaded = Product & { tags: { title: string }[]; photos: { order: number; name: string }[] };

export function productView(p: Loaded, now = new Date()) {
  const photos = p.photos.map(photoView);
  return {
    id: p.id,
    leaderId: p.leaderId,
    title: p.title,
    description: p.description,
    registrationEndTime: p.registrationEndTime,
    capacity: p.capacity,
    soldCount: p.soldCount,
    availableCount: placesLeft(p.capacity, p.soldCount),
    price: p.price,
    extraQuestion: p.extraQuestion,
    isExtraQuestionDate: p.isExtraQuestionDate,
    showInWebsite: p.showInWebsite,
    isActive: p.isActive,
    registrationOpen: p.isActive && p.registrationEndTime > now,
    stockState: stockState(p, now),
    tags: p.tags.map((t) => t.title),
    photos,
    photo: photos[0]?.address ?? null,
    createdAt: p.createdAt,
  };
}
export type ProductView = ReturnType<typeof productView>;
