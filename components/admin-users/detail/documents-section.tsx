"use client";
// The four identity documents, read from private storage (only the owner and operators may open them).
import type { UserDetail } from "../users-api";
import { DetailSection } from "./section";

const DOCS = [
  ["photoNationalCard", "کارت ملی"],
  ["photoPersonal", "عکس پرسنلی"],
  ["photoLicence", "مجوز تور"],
  ["photoGuidanceCard", "کارت راهنمای تور"],
] as const;

export function DocumentsSection({ user }: { user: UserDetail }) {
  return (
    <DetailSection title="مدارک هویتی" testId="documents-section">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {DOCS.map(([key, title]) => {
          const url = user[key];
          return (
            <figure key={key} className="flex flex-col gap-1.5">
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  className="block overflow-hidden rounded-lg border border-slate-200"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- private files are served by our own route, not the image optimiser */}
                  <img
                    src={url}
                    alt={title}
                    className="aspect-[4/3] w-full object-cover"
                    data-testid="identity-document"
                  />
                </a>
              ) : (
                <div className="flex aspect-[4/3] items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-400">
                  بارگذاری نشده
                </div>
              )}
              <figcaption className="text-center text-xs text-slate-600">{title}</figcaption>
            </figure>
          );
        })}
      </div>
    </DetailSection>
  );
}
