"use client";
// One of the five images of a profile: preview, upload or replace, delete. Each upload answers the
// updated profile, which replaces the cached one; the toast names the document (spec doc 1 §8).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "react-toastify";
import { Button, Spinner } from "@/components/ui";
import { PROFILE_QUERY_KEY, unwrapSelf, type SelfResponse } from "@/components/dashboard/profile";
import { api } from "@/lib/client/api-client";
import type { Endpoint } from "@/lib/client/endpoint";
import * as profile from "@/lib/client/endpoints/profile";
import type * as P from "@/lib/profile/contracts";
import { PHOTO_SLOTS, type PhotoSlotName } from "@/lib/profile/photo-slots";

export const PHOTO_REMOVED = "تصویر حذف شد.";

interface Props {
  slot: PhotoSlotName;
  userId: number;
  url: string | null;
  label?: string;
}

type IdentitySlot = Exclude<PhotoSlotName, "Photo">;
type IdentityCalls = readonly [
  Endpoint<ReturnType<typeof P.uploadIdentityPhotoContract<IdentitySlot>>>,
  Endpoint<ReturnType<typeof P.deleteIdentityPhotoContract<IdentitySlot>>>,
];

/** Each identity document's two calls: one contract shape, four paths. */
const identity: Record<IdentitySlot, IdentityCalls> = {
  "national-photo": [profile.uploadNationalPhotoContract, profile.deleteNationalPhotoContract],
  "personal-photo": [profile.uploadPersonalPhotoContract, profile.deletePersonalPhotoContract],
  "tour-guide-photo": [profile.uploadTourGuidePhotoContract, profile.deleteTourGuidePhotoContract],
  "tour-license-photo": [profile.uploadTourLicensePhotoContract, profile.deleteTourLicensePhotoContract],
};

function calls(slot: PhotoSlotName, userId: number) {
  if (slot === "Photo") {
    return {
      upload: (file: File) => api.call(profile.uploadProfilePhotoContract, { body: { Photo: file, UserId: userId } }),
      remove: () => api.call(profile.deleteProfilePhotoContract, { query: { UserId: userId } }),
    };
  }
  const [upload, remove] = identity[slot];
  return {
    upload: (file: File) => api.call(upload, { body: { Photo: file, LeaderId: userId } }),
    remove: () => api.call(remove, { query: { id: userId } }),
  };
}

export function PhotoUploader({ slot, userId, url, label }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const title = label ?? PHOTO_SLOTS[slot].summary;

  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const run = async (action: () => Promise<SelfResponse>, success: string) => {
    setBusy(true);
    try {
      const answer = await action();
      if (unwrapSelf(answer)) queryClient.setQueryData(PROFILE_QUERY_KEY, unwrapSelf(answer));
      toast.success(success);
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setBusy(false);
      setLocalPreview(null);
      if (input.current) input.current.value = "";
    }
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setLocalPreview(URL.createObjectURL(file));
    void run(() => calls(slot, userId).upload(file), PHOTO_SLOTS[slot].uploaded);
  };

  const shown = localPreview ?? url;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3" data-testid={`photo-${slot}`}>
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={inputId} className="font-medium">
          {title}
        </label>
        <span className={url ? "text-brand-700" : "text-slate-400"}>{url ? "بارگذاری شده" : "بارگذاری نشده"}</span>
      </div>
      <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-100">
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded photo, served by the app at its stored size
          <img src={shown} alt={title} className="size-full object-contain" />
        ) : (
          <span className="text-xs text-slate-400">تصویری بارگذاری نشده است</span>
        )}
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60">
            <Spinner className="size-6" />
          </div>
        )}
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        disabled={busy}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {/* btn-sm, not h-9 px-3: the variant's own padding wins over utilities, and five cards in a row
          (1366 px) left too little room for both buttons at full padding. */}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="btn-sm min-w-0 flex-1"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {url ? "جایگزینی" : "بارگذاری"}
        </Button>
        {url && (
          <Button
            variant="secondary"
            className="btn-sm min-w-0 text-red-600"
            disabled={busy}
            onClick={() => void run(() => calls(slot, userId).remove(), PHOTO_REMOVED)}
          >
            حذف
          </Button>
        )}
      </div>
    </div>
  );
}
