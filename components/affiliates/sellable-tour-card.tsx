"use client";
// One tour an affiliate may sell: the share per ticket after the platform's commission, places
// left and the leader's cap of the sellers' tickets, the selling link to copy (or, on the credit
// plan, the tour page on which the affiliate buys from their wallet) and the leader's page; a
// collaborator also gets the way to the tour's check-in.
import Link from "next/link";
import { toast } from "react-toastify";
import { Button } from "@/components/ui";
import { formatJalaliDate, formatNumber, formatToman } from "@/lib/format";
import type { SellableTour } from "./types";

export const AFFILIATE_TOASTS = { linkCopied: "لینک فروش کپی شد." } as const;

export function shareText(share: SellableTour["share"]): string {
  const perTicket = `${formatToman(share.sharePerAdultTicket)} برای هر بلیت بزرگسال`;
  return share.shareIsInPercent
    ? `${formatNumber(share.shareFromSalesToAffiliates)}٪ از هر بلیت (${perTicket})`
    : perTicket;
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard refused (no permission, no secure context): select-and-copy through a text area.
    const area = document.createElement("textarea");
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
  toast.success(AFFILIATE_TOASTS.linkCopied);
}

export function SellableTourCard({ tour }: { tour: SellableTour }) {
  const session = tour.nextSession;
  return (
    <article className="card flex flex-col gap-3" data-testid="sellable-tour" aria-label={tour.title}>
      <div className="flex gap-3">
        {tour.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- stored tour photos are already sized WebP files
          <img src={tour.photo} alt="" className="size-20 shrink-0 rounded-lg object-cover" loading="lazy" />
        ) : (
          <div className="size-20 shrink-0 rounded-lg bg-slate-100" aria-hidden />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="truncate font-bold">{tour.title}</h3>
          <p className="text-sm text-slate-600">{tour.leader.brand || tour.leader.fullName}</p>
          {tour.startCity && <p className="text-xs text-slate-500">حرکت از {tour.startCity}</p>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <dt className="text-slate-500">سهم شما</dt>
        <dd className="font-medium text-emerald-700" data-testid="tour-share">
          {shareText(tour.share)}
        </dd>
        <dt className="text-slate-500">نزدیک‌ترین تاریخ</dt>
        <dd>{session ? formatJalaliDate(session.startTime) : "—"}</dd>
        <dt className="text-slate-500">قیمت</dt>
        <dd>{session ? formatToman(session.price) : "—"}</dd>
        <dt className="text-slate-500">ظرفیت باقی‌مانده</dt>
        <dd>{formatNumber(tour.placesLeft)} نفر</dd>
        <dt className="text-slate-500">سقف فروش همکاران</dt>
        <dd data-testid="tour-cap">
          {tour.maxSellCountFromCollaborators === null
            ? "بدون سقف"
            : `${formatNumber(tour.maxSellCountFromCollaborators)} بلیت (${formatNumber(tour.collaboratorPlacesLeft ?? 0)} باقی‌مانده)`}
        </dd>
      </dl>
      {tour.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="برچسب‌ها">
          {tour.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {tour.sellsOnCredit ? (
          <a className="btn-primary" href={tour.sellLink} target="_blank" rel="noopener">
            خرید برای مشتری از کیف پول
          </a>
        ) : (
          <Button onClick={() => void copy(tour.sellLink)} data-testid="copy-sell-link">
            کپی لینک فروش
          </Button>
        )}
        <a className="btn-secondary" href={tour.sellLink} target="_blank" rel="noopener">
          مشاهده در صفحه تورلیدر
        </a>
        {tour.isCollaborator && (
          // A collaborator checks passengers in on the tour day (docs/checkin.md).
          <Link
            className="btn-secondary"
            href={`/dashboard/tour/checkin?tourId=${tour.id}`}
            data-testid="collab-checkin"
          >
            پذیرش مسافران
          </Link>
        )}
      </div>
      {tour.sellsOnCredit && (
        <p className="text-xs text-slate-500">
          طرح فروش شما اعتباری است: بلیت را خودتان با قیمت پس از کسر سهم‌تان از کیف پول می‌خرید.
        </p>
      )}
    </article>
  );
}
