"use client";
// The tour's four ordered photo slots (the shared components/ui/photo-slots.tsx). Edit mode calls
// the API at once and shows what it answers; add and copy mode keep the choice until the tour is
// saved (see photo-state.ts).
import { PhotoSlots as Slots, type LivePhotoCalls } from "@/components/ui/photo-slots";
import { toPersianDigits } from "@/lib/format/digits";
import { MAX_TOUR_PHOTOS } from "@/lib/tours/options";
import { Section } from "./fields";
import { TOUR_TOASTS } from "./labels";
import { photoFailed } from "./photo-state";
import { tourApi } from "./tour-api";
import { useWizard } from "./wizard-provider";

export function PhotoSlots() {
  const { mode, tourId, photos, setPhotos } = useWizard();
  const live: LivePhotoCalls | null =
    mode === "edit" && tourId !== null
      ? {
          upload: (file, order) => tourApi.uploadPhoto(tourId, file, order),
          remove: (name) => tourApi.deletePhoto(tourId, name),
          reorder: (names) => tourApi.reorderPhotos(tourId, names),
          failed: (action, error) =>
            photoFailed(action === "delete" ? TOUR_TOASTS.photoDeleteFailed : TOUR_TOASTS.photoSaveFailed, error),
        }
      : null;

  return (
    <Section title="تصاویر تور">
      <p className="text-sm text-slate-500">
        حداکثر {toPersianDigits(MAX_TOUR_PHOTOS)} تصویر (JPEG، PNG یا WebP)؛ تصویر اول، تصویر اصلی تور است.
        {!live && " تصاویر پس از ذخیره تور بارگذاری می‌شوند."}
      </p>
      <Slots photos={photos} onChange={setPhotos} max={MAX_TOUR_PHOTOS} live={live} inputLabel="انتخاب تصویر تور" />
    </Section>
  );
}
