"use client";
// One tour of the list. The owner's actions: edit, copy, report, open or close registration, show
// or hide on the sale website, cancel (with a reason) and delete; a collaborator only sees it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, Modal } from "@/components/ui";
import { TOUR_STATUS_LABELS, TOUR_TOASTS, TOUR_TYPE_LABELS } from "@/components/tour-wizard/labels";
import { tourApi, type TourListRow } from "@/components/tour-wizard/tour-api";
import { formatJalaliDate } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { useDashboardSession } from "@/components/dashboard/session-context";
import { CancelTourModal } from "./cancel-tour-modal";
import { RowMenu } from "./row-menu";

type TourVisibility = TourListRow["visibility"];
const VISIBILITY_LABELS: Record<TourVisibility, string> = { Hidden: "پنهان", Shown: "نمایش", Featured: "ویژه" };

const linkLook = "btn-secondary btn-sm";
/** A figure cell: a table cell on wider screens, a labelled line of the row's card on a phone. */
const cell =
  "whitespace-nowrap p-3 max-md:p-0 max-md:py-1 max-md:text-xs max-md:before:block max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]";

const DISPLAY_STATUS: Record<TourListRow["displayStatus"], { text: string; look: string }> = {
  Draft: { text: "پیش‌نویس", look: "bg-slate-100" },
  Cancelled: { text: TOUR_STATUS_LABELS.Cancelled, look: "bg-red-50 text-red-700" },
  Finished: { text: TOUR_STATUS_LABELS.Finished, look: "bg-slate-100" },
  FullyBooked: { text: TOUR_STATUS_LABELS.FullyBooked, look: "bg-amber-50 text-amber-700" },
  RegistrationFinished: { text: TOUR_STATUS_LABELS.RegistrationFinished, look: "bg-slate-100" },
  RegistrationClosed: { text: "ثبت‌نام غیرفعال", look: "bg-slate-100" },
  Active: { text: "ثبت‌نام فعال", look: "bg-emerald-50 text-emerald-700" },
};

/** The public page of the tour; a collaborator's copy carries their sellerId (the affiliate link). */
function publicLink(tour: TourListRow, userId: number) {
  return `/${tour.leaderId}/tour/${tour.id}${tour.ownership === "PersonalTours" ? "" : `?sellerId=${userId}`}`;
}

function CopyLink({ path }: { path: string }) {
  return (
    <Button
      variant="secondary"
      className="btn-sm"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
          toast.success("لینک کپی شد.");
        } catch {
          toast.error("کپی لینک ممکن نشد.");
        }
      }}
    >
      کپی لینک
    </Button>
  );
}

/** Why the operator took the tour off the public pages: the leader reads it here (and got it by SMS). */
function ModerationNote({ moderation }: { moderation: NonNullable<TourListRow["moderation"]> }) {
  return (
    <p
      className="mt-1 max-w-56 rounded-lg bg-red-50 p-2 text-xs whitespace-normal text-red-800"
      data-testid="tour-moderation"
    >
      {moderation.kind === "Hidden" ? "پنهان‌شده توسط پشتیبانی" : "تعلیق‌شده توسط پشتیبانی"} (
      {formatJalaliDate(moderation.at)}): {moderation.reason}
    </p>
  );
}

export function TourRow({ tour }: { tour: TourListRow }) {
  const { userId } = useDashboardSession();
  const queryClient = useQueryClient();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["tour-list"] });
  const owner = tour.ownership === "PersonalTours";
  const cancelled = tour.status === "Cancelled";

  const toggleRegistration = useMutation({
    mutationFn: () => tourApi.toggleRegistration(tour.id),
    onSuccess: () => {
      toast.success(tour.registrationOpen ? TOUR_TOASTS.registrationClosed : TOUR_TOASTS.registrationOpened);
      return refresh();
    },
  });
  const visibility = useMutation({
    mutationFn: (next: TourVisibility) => tourApi.setVisibility(tour.id, next),
    onSuccess: (_answer, next) => {
      toast.success(
        next === "Hidden"
          ? TOUR_TOASTS.hiddenOnWebsite
          : next === "Featured"
            ? TOUR_TOASTS.featuredOnWebsite
            : TOUR_TOASTS.shownOnWebsite,
      );
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => tourApi.remove(tour.id),
    onSuccess: () => {
      setDeleteOpen(false);
      toast.success(TOUR_TOASTS.deleted);
      return refresh();
    },
    onError: () => setDeleteOpen(false),
  });

  const dates = tour.startTime
    ? `${formatJalaliDate(tour.startTime)}${tour.endTime ? ` تا ${formatJalaliDate(tour.endTime)}` : ""}`
    : "—";
  return (
    <tr className="border-t border-slate-100 align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:p-3">
      <td className="p-3 max-md:col-span-2 max-md:p-0 max-md:pb-2">
        <p className="font-medium">{tour.title}</p>
        <p className="text-xs text-slate-500">
          {TOUR_TYPE_LABELS[tour.tourType]}
          {tour.startCity && ` · ${tour.startCity.name}`}
          {!owner && ` · همکاری با ${tour.leaderName}`}
        </p>
      </td>
      <td className={cell} data-label="تاریخ">
        {dates}
      </td>
      <td className={cell} data-label="سانس‌ها">
        {toPersianDigits(tour.sessionsCount)}
      </td>
      <td className={cell} data-label="ثبت‌نام / ظرفیت">
        {toPersianDigits(tour.soldCount)} / {toPersianDigits(tour.capacity)}
      </td>
      <td className={cell} data-label="وضعیت">
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${DISPLAY_STATUS[tour.displayStatus].look}`}
          data-testid="tour-status"
        >
          {DISPLAY_STATUS[tour.displayStatus].text}
        </span>
        {tour.visibility !== "Shown" && (
          <p className="mt-1 text-xs text-slate-500">{VISIBILITY_LABELS[tour.visibility]} در سایت فروش</p>
        )}
        {tour.moderation && <ModerationNote moderation={tour.moderation} />}
      </td>
      <td className="p-3 max-md:col-span-2 max-md:p-0 max-md:pt-2">
        <div className="flex flex-wrap items-start gap-1">
          {owner && !cancelled && (
            <Link href={`/dashboard/tour/edit/${tour.id}`} className={linkLook}>
              ویرایش
            </Link>
          )}
          {owner && (
            <Link href={`/dashboard/tour/report/${tour.id}`} className={linkLook}>
              گزارش
            </Link>
          )}
          {!tour.isDraft && !cancelled && (
            <a href={publicLink(tour, userId)} target="_blank" rel="noreferrer" className={linkLook}>
              صفحه تور
            </a>
          )}
          {!owner && !tour.isDraft && !cancelled && <CopyLink path={publicLink(tour, userId)} />}
          {owner && (
            <RowMenu>
              <Link href={`/dashboard/tour/add/${tour.id}`} className={linkLook}>
                کپی
              </Link>
              {!tour.isDraft && !cancelled && <CopyLink path={publicLink(tour, userId)} />}
              {!cancelled && !tour.isDraft && (
                <Button
                  variant="secondary"
                  className="btn-sm"
                  loading={toggleRegistration.isPending}
                  onClick={() => toggleRegistration.mutate()}
                >
                  {tour.registrationOpen ? "بستن ثبت‌نام" : "باز کردن ثبت‌نام"}
                </Button>
              )}
              {!cancelled && (
                <select
                  aria-label="نمایش در سایت فروش"
                  className="h-8 rounded-lg border border-slate-200 bg-white px-2 text-xs"
                  value={tour.visibility}
                  disabled={visibility.isPending}
                  onChange={(e) => visibility.mutate(e.target.value as TourVisibility)}
                >
                  {(["Hidden", "Shown", "Featured"] as const).map((v) => (
                    <option key={v} value={v}>
                      {VISIBILITY_LABELS[v]} در سایت
                    </option>
                  ))}
                </select>
              )}
              {!cancelled && !tour.isDraft && (
                <Button variant="secondary" className="btn-sm text-red-600" onClick={() => setCancelOpen(true)}>
                  لغو تور
                </Button>
              )}
              <Button variant="secondary" className="btn-sm text-red-600" onClick={() => setDeleteOpen(true)}>
                حذف
              </Button>
            </RowMenu>
          )}
        </div>
      </td>
      {cancelOpen && <CancelTourModal tour={tour} onClose={() => setCancelOpen(false)} onCancelled={refresh} />}
      <Modal
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title="حذف تور"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleteOpen(false)}>
              انصراف
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
              حذف تور
            </Button>
          </>
        }
      >
        <p className="text-sm">
          تور «{tour.title}» حذف شود؟ توری که برای آن بلیت فروخته شده قابل حذف نیست و باید لغو شود.
        </p>
      </Modal>
    </tr>
  );
}
