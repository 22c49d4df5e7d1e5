"use client";
import { useState } from "react";

/** The tour's photos: a large one and thumbnails to switch between them. */
export function PhotoGallery({ photos, title }: { photos: { src: string; order: number }[]; title: string }) {
  const [current, setCurrent] = useState(0);
  if (!photos.length) return null;
  const photo = photos[Math.min(current, photos.length - 1)];
  return (
    <div className="space-y-2" data-testid="photo-gallery">
      {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads, already resized by sharp */}
      <img
        src={photo.src}
        alt={title}
        className="aspect-[16/9] w-full rounded-xl bg-slate-200 object-cover"
        fetchPriority="high"
      />
      {photos.length > 1 && (
        <div className="flex gap-2">
          {photos.map((p, i) => (
            <button
              key={p.src}
              type="button"
              onClick={() => setCurrent(i)}
              aria-label={`تصویر ${(i + 1).toLocaleString("fa-IR")}`}
              aria-current={i === current}
              className="overflow-hidden rounded-lg ring-brand-500 aria-[current=true]:ring-2"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- thumbnails of the same uploads */}
              <img src={p.src} alt="" className="h-14 w-20 object-cover" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
