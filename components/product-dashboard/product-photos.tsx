"use client";
// The product's four ordered photo slots. Edit mode calls the API at once (upload, delete, move);
// add mode keeps the chosen files until the product is saved (the form uploads them then).
import { useRef, useState } from "react";
import { toast } from "react-toastify";
import { Button, Spinner } from "@/components/ui";
import { toPersianDigits } from "@/lib/format/digits";
import { productApi, type ProductPhoto } from "./product-api";

export const MAX_PRODUCT_PHOTOS = 4;
export const PHOTO_SAVE_FAILED = "تصویر محصول ذخیره نشد.";
export const PHOTO_DELETE_FAILED = "تصویر محصول حذف نشد.";

export type PhotoItem = { kind: "stored"; name: string; address: string } | { kind: "file"; file: File; address: string };

export const storedPhotos = (photos: ProductPhoto[]): PhotoItem[] => photos.flatMap((p) => (p.address ? [{ kind: "stored" as const, name: p.name, address: p.address }] : []));

export function ProductPhotos({ productId, photos, onChange }: { productId: number | null; photos: PhotoItem[]; onChange: (photos: PhotoItem[]) => void }) {
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<number>(0);

  const run = async (action: () => Promise<{ photos: ProductPhoto[] }>, failure: string) => {
    setBusy(true);
    try {
      onChange(storedPhotos((await action()).photos));
    } catch {
      toast.error(failure);
    } finally {
      setBusy(false);
    }
  };

  const choose = (slot: number) => {
    target.current = slot;
    input.current?.click();
  };

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const slot = Math.min(target.current, photos.length, MAX_PRODUCT_PHOTOS - 1);
    if (productId !== null) return void run(() => productApi.uploadPhoto(productId, file, slot + 1, false), PHOTO_SAVE_FAILED);
    const next = [...photos];
    next[slot] = { kind: "file", file, address: URL.createObjectURL(file) };
    onChange(next);
  };

  const remove = (index: number) => {
    const photo = photos[index];
    if (productId !== null && photo.kind === "stored") return void run(() => productApi.deletePhoto(productId, photo.name), PHOTO_DELETE_FAILED);
    onChange(photos.filter((_, i) => i !== index));
  };

  const move = (index: number, by: -1 | 1) => {
    const order = [...photos];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    if (productId !== null) {
      const names = order.map((p, i) => ({ order: i + 1, name: p.kind === "stored" ? p.name : "" }));
      return void run(() => productApi.reorderPhotos(productId, names), PHOTO_SAVE_FAILED);
    }
    onChange(order);
  };

  return (
    <section className="card flex flex-col gap-3 p-4" aria-label="تصاویر محصول">
      <h2 className="font-bold">تصاویر محصول</h2>
      <p className="text-sm text-slate-500">حداکثر {toPersianDigits(MAX_PRODUCT_PHOTOS)} تصویر (JPEG، PNG یا WebP)؛ تصویر اول، تصویر اصلی محصول است.</p>
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" aria-label="انتخاب تصویر محصول" disabled={busy} onChange={(e) => onFile(e.target.files?.[0])} />
      <ol className="relative grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: MAX_PRODUCT_PHOTOS }, (_, index) => {
          const photo = photos[index];
          const label = `تصویر ${toPersianDigits(index + 1)}`;
          return (
            <li key={photo ? photo.address : `empty-${index}`} aria-label={label} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-2">
              <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-100">
                {photo ? (
                  // eslint-disable-next-line @next/next/no-img-element -- local previews and stored uploads
                  <img src={photo.address} alt={label} className="size-full object-cover" />
                ) : (
                  <span className="text-xs text-slate-400">خالی</span>
                )}
              </div>
              {photo ? (
                <div className="flex flex-wrap gap-1">
                  <Button variant="secondary" className="h-8 px-2 text-xs" disabled={busy || index === 0} onClick={() => move(index, -1)} aria-label={`انتقال ${label} به قبل`}>
                    قبلی
                  </Button>
                  <Button variant="secondary" className="h-8 px-2 text-xs" disabled={busy || index === photos.length - 1} onClick={() => move(index, 1)} aria-label={`انتقال ${label} به بعد`}>
                    بعدی
                  </Button>
                  <Button variant="secondary" className="h-8 px-2 text-xs" disabled={busy} onClick={() => choose(index)} aria-label={`جایگزینی ${label}`}>
                    جایگزینی
                  </Button>
                  <Button variant="secondary" className="h-8 px-2 text-xs text-red-600" disabled={busy} onClick={() => remove(index)} aria-label={`حذف ${label}`}>
                    حذف
                  </Button>
                </div>
              ) : (
                index === photos.length && (
                  <Button variant="secondary" className="h-8 px-2 text-xs" disabled={busy} onClick={() => choose(index)}>
                    افزودن تصویر
                  </Button>
                )
              )}
            </li>
          );
        })}
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60">
            <Spinner className="size-6" />
          </div>
        )}
      </ol>
    </section>
  );
}
