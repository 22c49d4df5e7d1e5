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
import { CancelTourModal } from "./cancel-tour-modal";

const linkLook = "btn-secondary h-8 px-2 text-xs";

function statusText(tour: TourListRow) {
  if (tour.isDraft) return "پیش‌نویس";
  if (tour.status !== "Enabled") return TOUR_STATUS_LABELS[tour.status];
  if (tour.isDone) return TOUR_STATUS_LABELS.Finished;
  return tour.registrationOpen ? "ثبت‌نام فعال" : "ثبت‌نام غیرفعال";
}

export function TourRow({ tour }: { tour: TourListRow }) {
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
    mutationFn: () => tourApi.setVisibility(tour.id, !tour.visibleOnSaleWebsite),
    onSuccess: () => {
      toast.success(tour.visibleOnSaleWebsite ? TOUR_TOASTS.hiddenOnWebsite : TOUR_TOASTS.shownOnWebsite);
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

  const dates = tour.startTime ? `${formatJalaliDate(tour.startTime)}${tour.endTime ? ` تا ${formatJalaliDate(tour.endTime)}` : ""}` : "—";
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="p-3">
        <p className="font-medium">{tour.title}</p>
        <p className="text-xs text-slate-500">
          {TOUR_TYPE_LABELS[tour.tourType]}
          {tour.startCity && ` · ${tour.startCity.name}`}
          {!owner && ` · همکاری با ${tour.leaderName}`}
        </p>
      </td>
      <td className="p-3 whitespace-nowrap">{dates}</td>
      <td className="p-3">{toPersianDigits(tour.sessionsCount)}</td>
      <td className="p-3 whitespace-nowrap">
        {toPersianDigits(tour.passengersCount)} / {toPersianDigits(tour.capacity)}
      </td>
      <td className="p-3">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">{statusText(tour)}</span>
        {!tour.visibleOnSaleWebsite && <p className="mt-1 text-xs text-slate-500">پنهان در سایت فروش</p>}
      </td>
      <td className="p-3">
        <div className="flex flex-wrap gap-1">
          {owner && !cancelled && (
            <Link href={`/dashboard/tour/edit/${tour.id}`} className={linkLook}>
              ویرایش
            </Link>
          )}
          {owner && (
            <Link href={`/dashboard/tour/add/${tour.id}`} className={linkLook}>
              کپی
            </Link>
          )}
          <Link href={`/dashboard/tour/report/${tour.id}`} className={linkLook}>
            گزارش
          </Link>
          {owner && !cancelled && !tour.isDraft && (
            <Button variant="secondary" className="h-8 px-2 text-xs" loading={toggleRegistration.isPending} onClick={() => toggleRegistration.mutate()}>
              {tour.registrationOpen ? "بستن ثبت‌نام" : "باز کردن ثبت‌نام"}
            </Button>
          )}
          {owner && !cancelled && (
            <Button variant="secondary" className="h-8 px-2 text-xs" loading={visibility.isPending} onClick={() => visibility.mutate()}>
              {tour.visibleOnSaleWebsite ? "پنهان در سایت" : "نمایش در سایت"}
            </Button>
          )}
          {owner && !cancelled && !tour.isDraft && (
            <Button variant="secondary" className="h-8 px-2 text-xs text-red-600" onClick={() => setCancelOpen(true)}>
              لغو تور
            </Button>
          )}
          {owner && (
            <Button variant="secondary" className="h-8 px-2 text-xs text-red-600" onClick={() => setDeleteOpen(true)}>
              حذف
            </Button>
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
        <p className="text-sm">تور «{tour.title}» حذف شود؟ توری که برای آن بلیت فروخته شده قابل حذف نیست و باید لغو شود.</p>
      </Modal>
    </tr>
  );
}
