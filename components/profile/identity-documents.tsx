// The four identity documents with their state: missing, uploaded, and, when the profile answer
// carries identityDocsConfirmed, awaiting the operator's review or confirmed (a new upload needs
// a new review, so the account's own confirmation says nothing about the documents).
import type { Profile } from "@/components/dashboard/profile";
import { PHOTO_SLOTS } from "@/lib/profile/photo-slots";

const DOCUMENTS = [
  { slot: "national-photo", url: (p: Profile) => p.photoNationalCard },
  { slot: "personal-photo", url: (p: Profile) => p.photoPersonal },
  { slot: "tour-guide-photo", url: (p: Profile) => p.photoGuidanceCard },
  { slot: "tour-license-photo", url: (p: Profile) => p.photoLicence },
] as const;

export function documentStatus(url: string | null, confirmed: boolean | undefined): { text: string; tone: string } {
  if (!url) return { text: "بارگذاری نشده", tone: "bg-slate-100 text-slate-600" };
  if (confirmed === true) return { text: "تایید شده", tone: "bg-brand-50 text-brand-700" };
  if (confirmed === false) return { text: "در انتظار بررسی", tone: "bg-amber-100 text-amber-800" };
  return { text: "بارگذاری شده", tone: "bg-sky-50 text-sky-700" };
}

export function IdentityDocuments({ profile }: { profile: Profile }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {DOCUMENTS.map(({ slot, url }) => {
        const link = url(profile);
        const status = documentStatus(link, profile.identityDocsConfirmed);
        return (
          <li
            key={slot}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
            data-testid={`document-${slot}`}
          >
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="font-medium">{PHOTO_SLOTS[slot].summary}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs ${status.tone}`}>{status.text}</span>
            </div>
            {link && (
              <a href={link} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg bg-slate-100">
                {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded photo, served by the app at its stored size */}
                <img src={link} alt={PHOTO_SLOTS[slot].summary} className="aspect-[4/3] w-full object-contain" />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
