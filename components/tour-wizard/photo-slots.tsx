"use client";
// The tour's four ordered photo slots: add into the first free slot, replace, delete (the rest
// move up), move earlier or later. Edit mode calls the API at once and shows what it answers;
// add and copy mode keep the choice until the tour is saved (see photo-state.ts).
import { useEffect, useId, useRef, useState } from "react";
import { Button, Spinner } from "@/components/ui";
import { toPersianDigits } from "@/lib/format/digits";
import { MAX_TOUR_PHOTOS } from "@/lib/tours/options";
import { newKey } from "@/lib/client/tour-draft";
import { Section } from "./fields";
import { TOUR_TOASTS } from "./labels";
import { photoFailed, photoKey, type PhotoItem } from "./photo-state";
import { tourApi, type Photo } from "./tour-api";
import { useWizard } from "./wizard-provider";

const stored = (photos: Photo[]): PhotoItem[] =>
  photos.filter((p) => p.address).map((p) => ({ kind: "stored", name: p.name, address: p.address! }));

export function PhotoSlots() {
  const { mode, tourId, photos, setPhotos } = useWizard();
  const [busy, setBusy] = useState(false);
  const live = mode === "edit" && tourId !== null;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The slot a chosen file goes to; null: the next free one.
  const target = useRef<number | null>(null);

  // Object URLs of chosen files are released when their slot goes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(photos.flatMap((p) => (p.kind === "file" ? [p.address] : [])));
    for (const url of urls.current) if (!current.has(url)) URL.revokeObjectURL(url);
    urls.current = current;
  }, [photos]);

  const run = async (action: () => Promise<{ photos: Photo[] }>, failure: string) => {
    setBusy(true);
    try {
      setPhotos(stored((await action()).photos));
    } catch (error) {
      photoFailed(failure, error);
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
    const slot = Math.min(target.current ?? photos.length, photos.length, MAX_TOUR_PHOTOS - 1);
    target.current = null;
    if (!file) return;
    if (live) return void run(() => tourApi.uploadPhoto(tourId, file, slot + 1), TOUR_TOASTS.photoSaveFailed);
    const item: PhotoItem = { kind: "file", key: newKey("p"), file, address: URL.createObjectURL(file) };
    const nextPhotos = [...photos];
    nextPhotos[slot] = item;
    setPhotos(nextPhotos);
  };

  const remove = (index: number) => {
    const photo = photos[index];
    if (live && photo.kind === "stored") return void run(() => tourApi.deletePhoto(tourId, photo.name), TOUR_TOASTS.photoDeleteFailed);
    setPhotos(photos.filter((_, i) => i !== index));
  };

  const move = (index: number, by: -1 | 1) => {
    const order = [...photos];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    if (live) {
      const names = order.map((p, i) => ({ order: i + 1, name: p.kind === "file" ? "" : p.name }));
      return void run(() => tourApi.reorderPhotos(tourId, names), TOUR_TOASTS.photoSaveFailed);
    }
    setPhotos(order);
  };

  return (
    <Section title="تصاویر تور">
      <p className="text-sm text-slate-500">
        حداکثر {toPersianDigits(MAX_TOUR_PHOTOS)} تصویر (JPEG، PNG یا WebP)؛ تصویر اول، تصویر اصلی تور است.
        {!live && " تصاویر پس از ذخیره تور بارگذاری می‌شوند."}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        aria-label="انتخاب تصویر تور"
        disabled={busy}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <ol className="relative grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: MAX_TOUR_PHOTOS }, (_, index) => {
          const photo = photos[index];
          const label = `تصویر ${toPersianDigits(index + 1)}`;
          return (
            <li key={photo ? photoKey(photo) : `empty-${index}`} aria-label={label} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-2">
              <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-100">
                {photo ? (
                  // eslint-disable-next-line @next/next/no-img-element -- local previews and stored uploads
                  <img src={photo.address} alt={label} className="size-full object-cover" />
                ) : (
                  <span className="text-xs text-slate-400">{index === photos.length ? "جای تصویر بعدی" : "خالی"}</span>
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
    </Section>
  );
}
