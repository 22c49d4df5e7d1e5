"use client";
// The product's four ordered photo slots (the shared components/ui/photo-slots.tsx). Edit mode
// calls the API at once (upload, delete, move); add mode keeps the chosen files until the product
// is saved (the form uploads them then).
import { toast } from "react-toastify";
import { PhotoSlots, storedSlots, type LivePhotoCalls, type SlotPhoto } from "@/components/ui/photo-slots";
import { toPersianDigits } from "@/lib/format/digits";
import { productApi } from "./product-api";

export const MAX_PRODUCT_PHOTOS = 4;
export const PHOTO_SAVE_FAILED = "تصویر محصول ذخیره نشد.";
export const PHOTO_DELETE_FAILED = "تصویر محصول حذف نشد.";

export type PhotoItem = SlotPhoto;

export const storedPhotos = storedSlots;

export function ProductPhotos({
  productId,
  photos,
  onChange,
}: {
  productId: number | null;
  photos: PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
}) {
  const live: LivePhotoCalls | null =
    productId !== null
      ? {
          upload: (file, order) => productApi.uploadPhoto(productId, file, order, false),
          remove: (name) => productApi.deletePhoto(productId, name),
          reorder: (names) => productApi.reorderPhotos(productId, names),
          failed: (action) => toast.error(action === "delete" ? PHOTO_DELETE_FAILED : PHOTO_SAVE_FAILED),
        }
      : null;

  return (
    <section className="card flex flex-col gap-3 p-4" aria-label="تصاویر محصول">
      <h2 className="font-bold">تصاویر محصول</h2>
      <p className="text-sm text-slate-500">
        حداکثر {toPersianDigits(MAX_PRODUCT_PHOTOS)} تصویر (JPEG، PNG یا WebP)؛ تصویر اول، تصویر اصلی محصول است.
      </p>
      <PhotoSlots
        photos={photos}
        onChange={onChange}
        max={MAX_PRODUCT_PHOTOS}
        live={live}
        inputLabel="انتخاب تصویر محصول"
      />
    </section>
  );
}
