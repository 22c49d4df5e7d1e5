"use client";
// The local leader's photo. A tour either shows the default tour's photo (the default) or its own;
// choosing a file turns the copying off (spec §4). In edit mode the file is uploaded at once,
// otherwise after the tour is saved (photo-state.ts).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button, Spinner } from "@/components/ui";
import { CheckboxField } from "./fields";
import { TOUR_TOASTS } from "./labels";
import { photoFailed } from "./photo-state";
import { tourApi } from "./tour-api";
import { useWizard } from "./wizard-provider";

interface BoxProps {
  address: string | null;
  busy: boolean;
  onFile: (file: File) => void;
  onRemove?: () => void;
  note?: string;
}

export function LeaderPhotoBox({ address, busy, onFile, onRemove, note }: BoxProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex items-center gap-4">
      <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100">
        {address ? (
          // eslint-disable-next-line @next/next/no-img-element -- local previews and stored uploads
          <img src={address} alt="تصویر راهنمای محلی" className="size-full object-cover" />
        ) : (
          <span className="text-xs text-slate-400">بدون تصویر</span>
        )}
        {busy && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/60">
            <Spinner className="size-5" />
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-label="تصویر راهنمای محلی"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onFile(file);
          }}
        />
        <div className="flex gap-2">
          <Button variant="secondary" className="h-9 px-3" disabled={busy} onClick={() => input.current?.click()}>
            {address ? "تغییر تصویر" : "بارگذاری تصویر"}
          </Button>
          {onRemove && (
            <Button variant="secondary" className="h-9 px-3 text-red-600" disabled={busy} onClick={onRemove}>
              حذف تصویر
            </Button>
          )}
        </div>
        {note && <p className="text-xs text-slate-500">{note}</p>}
      </div>
    </div>
  );
}

export function LocalLeaderPhoto() {
  const { mode, tourId, leaderPhoto, setLeaderPhoto, defaultLeaderPhoto } = useWizard();
  const { setValue } = useFormContext();
  const queryClient = useQueryClient();
  const copyDefault = useWatch({ name: "copyLocalLeaderPhotoFromDefaultTour" }) as boolean;
  const [busy, setBusy] = useState(false);
  const live = mode === "edit" && tourId !== null;

  useEffect(() => () => void (leaderPhoto?.kind === "file" && URL.revokeObjectURL(leaderPhoto.address)), [leaderPhoto]);

  const onFile = async (file: File) => {
    if (!live) {
      setLeaderPhoto({ kind: "file", file, address: URL.createObjectURL(file) });
      setValue("copyLocalLeaderPhotoFromDefaultTour", false);
      return;
    }
    setBusy(true);
    try {
      const answer = await tourApi.setLocalLeaderPhoto(tourId, file);
      setLeaderPhoto(answer.address ? { kind: "stored", address: answer.address } : null);
      setValue("copyLocalLeaderPhotoFromDefaultTour", false);
      void queryClient.invalidateQueries({ queryKey: ["tour-list"] });
    } catch (error) {
      photoFailed(TOUR_TOASTS.leaderPhotoFailed, error);
    } finally {
      setBusy(false);
    }
  };

  const onRemove = async () => {
    if (live && leaderPhoto?.kind === "stored") {
      setBusy(true);
      try {
        await tourApi.removeLocalLeaderPhoto(tourId);
      } catch (error) {
        photoFailed(TOUR_TOASTS.leaderPhotoFailed, error);
        return;
      } finally {
        setBusy(false);
      }
    }
    setLeaderPhoto(null);
  };

  const address = copyDefault ? defaultLeaderPhoto : (leaderPhoto?.address ?? null);
  return (
    <div className="flex flex-col gap-3">
      <CheckboxField name="copyLocalLeaderPhotoFromDefaultTour" label="استفاده از تصویر راهنمای محلی تنظیمات پیش‌فرض" />
      <LeaderPhotoBox
        address={address}
        busy={busy}
        onFile={(file) => void onFile(file)}
        onRemove={!copyDefault && leaderPhoto ? () => void onRemove() : undefined}
        note={
          copyDefault
            ? "با بارگذاری تصویر جدید، تصویر تنظیمات پیش‌فرض استفاده نمی‌شود."
            : !live && leaderPhoto?.kind === "file"
              ? "تصویر پس از ذخیره تور بارگذاری می‌شود."
              : undefined
        }
      />
    </div>
  );
}
