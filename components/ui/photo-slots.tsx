"use client";
// Ordered photo slots, shared by the tour wizard and the product form: add into the first free
// slot, replace, delete (the rest move up), move earlier or later. With `live` (the tour or product
// exists) every change is a call at once and the slots show the photos it answers; without it the
// chosen files wait in the slots (as object URLs, released when their slot goes) and the caller
// uploads them once the owner is saved.
import { useEffect, useRef, useState } from "react";
import { toPersianDigits } from "@/lib/format/digits";
import { Button } from "./button";
import { Spinner } from "./spinner";

/** A slot's photo: stored on the server, a source tour's photo to copy, or a chosen file. */
export type SlotPhoto =
  | { kind: "stored" | "source"; name: string; address: string }
  | { kind: "file"; key: string; file: File; address: string };

/** A photo as the photo calls answer it. */
export interface AnsweredPhoto {
  name: string;
  address?: string | null;
}

type Answer = Promise<{ photos: AnsweredPhoto[] }>;

/** The calls of an owner that exists, and the toast for a call that failed. */
export interface LivePhotoCalls {
  upload: (file: File, order: number) => Answer;
  remove: (name: string) => Answer;
  reorder: (photos: { order: number; name: string }[]) => Answer;
  failed: (action: "save" | "delete", error: unknown) => void;
}

export const storedSlots = (photos: AnsweredPhoto[]): SlotPhoto[] =>
  photos.flatMap((p) => (p.address ? [{ kind: "stored" as const, name: p.name, address: p.address }] : []));

export const slotKey = (photo: SlotPhoto) => (photo.kind === "file" ? photo.key : photo.name);

let fileCounter = 0;

export function PhotoSlots({
  photos,
  onChange,
  max,
  live,
  inputLabel,
}: {
  photos: SlotPhoto[];
  onChange: (photos: SlotPhoto[]) => void;
  max: number;
  /** Null while the owner is not saved yet. */
  live: LivePhotoCalls | null;
  /** The file input's accessible name, e.g. «انتخاب تصویر تور». */
  inputLabel: string;
}) {
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The slot a chosen file goes to; null: the next free one.
  const target = useRef<number | null>(null);

  const urls = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(photos.flatMap((p) => (p.kind === "file" ? [p.address] : [])));
    for (const url of urls.current) if (!current.has(url)) URL.revokeObjectURL(url);
    urls.current = current;
  }, [photos]);

  const run = async (call: () => Answer, action: "save" | "delete") => {
    setBusy(true);
    try {
      onChange(storedSlots((await call()).photos));
    } catch (error) {
      live?.failed(action, error);
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
    const slot = Math.min(target.current ?? photos.length, photos.length, max - 1);
    target.current = null;
    if (!file) return;
    if (live) return void run(() => live.upload(file, slot + 1), "save");
    const next = [...photos];
    next[slot] = { kind: "file", key: `file-${++fileCounter}`, file, address: URL.createObjectURL(file) };
    onChange(next);
  };

  const remove = (index: number) => {
    const photo = photos[index];
    if (live && photo.kind === "stored") return void run(() => live.remove(photo.name), "delete");
    onChange(photos.filter((_, i) => i !== index));
  };

  const move = (index: number, by: -1 | 1) => {
    const order = [...photos];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    if (live)
      return void run(
        () => live.reorder(order.map((p, i) => ({ order: i + 1, name: p.kind === "file" ? "" : p.name }))),
        "save",
      );
    onChange(order);
  };

  const small = "h-8 px-2 text-xs";
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        aria-label={inputLabel}
        disabled={busy}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <ol className="relative grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: max }, (_, index) => {
          const photo = photos[index];
          const label = `تصویر ${toPersianDigits(index + 1)}`;
          return (
            <li
              key={photo ? slotKey(photo) : `empty-${index}`}
              aria-label={label}
              className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-2"
            >
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
                  <Button
                    variant="secondary"
                    className={small}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`انتقال ${label} به قبل`}
                  >
                    قبلی
                  </Button>
                  <Button
                    variant="secondary"
                    className={small}
                    disabled={busy || index === photos.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`انتقال ${label} به بعد`}
                  >
                    بعدی
                  </Button>
                  <Button
                    variant="secondary"
                    className={small}
                    disabled={busy}
                    onClick={() => choose(index)}
                    aria-label={`جایگزینی ${label}`}
                  >
                    جایگزینی
                  </Button>
                  <Button
                    variant="secondary"
                    className={`${small} text-red-600`}
                    disabled={busy}
                    onClick={() => remove(index)}
                    aria-label={`حذف ${label}`}
                  >
                    حذف
                  </Button>
                </div>
              ) : (
                index === photos.length && (
                  <Button variant="secondary" className={small} disabled={busy} onClick={() => choose(index)}>
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
    </>
  );
}
