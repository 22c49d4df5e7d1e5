"use client";
// The passengers of one session, grouped by vehicle: name, national id, mobile, seat, extra items,
// the extra question's answer, seller, payment method (with a ticket in installments' state: paid off, still owed,
// overdue), status and boarding (QR check-in). Offline passengers are edited or
// deleted here; online ones edited (details, vehicle, seat).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, DataTable, Modal } from "@/components/ui";
import { formatDigits, formatJalaliDateTime, formatToman } from "@/lib/format";
import { reportApi, type ReportPassenger, type ReportSession } from "./report-api";

export function PassengersTable({
  tourId,
  session,
  extraQuestionTitle,
}: {
  tourId: number;
  session: ReportSession;
  extraQuestionTitle: string | null;
}) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<ReportPassenger | null>(null);
  const remove = useMutation({
    mutationFn: (p: ReportPassenger) => reportApi.deleteOffline(tourId, p.id),
    onSuccess: () => {
      toast.success("مسافر حذف شد.");
      setRemoving(null);
      return queryClient.invalidateQueries({ queryKey: ["tour-report", tourId] });
    },
    onError: () => setRemoving(null),
  });
  const groups = [
    ...session.vehicles.map((v) => ({ id: v.id as number | null, title: v.typeTitle })),
    { id: null, title: "بدون وسیله نقلیه" },
  ]
    .map((g) => ({ ...g, rows: session.passengers.filter((p) => p.vehicleId === g.id) }))
    .filter((g) => g.rows.length || g.id !== null);

  if (!session.passengers.length)
    return <p className="card text-sm text-slate-600">هنوز مسافری برای این تاریخ ثبت نشده است.</p>;
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <DataTable
          key={group.id ?? "none"}
          label={group.title}
          caption={`${group.title}، ${formatDigits(group.rows.length)} مسافر`}
          loading={false}
          empty={false}
          head={[
            "نام",
            "کد ملی",
            "موبایل",
            "صندلی",
            "آیتم‌های اضافه",
            ...(extraQuestionTitle ? [extraQuestionTitle] : []),
            "فروشنده",
            "پرداخت",
            "وضعیت",
            "سوار شد",
            "عملیات",
          ]}
          minWidth={900}
          testId="passengers-table"
        >
          {group.rows.map((p) => (
            <tr key={p.id} className="border-t border-slate-100" data-testid="passenger-row">
              <td className="p-2 font-medium">{p.fullName}</td>
              <td className="p-2">{formatDigits(p.nationalId)}</td>
              <td className="p-2" dir="ltr">
                {formatDigits(p.mobile)}
              </td>
              <td className="p-2">{p.seatNumber ? formatDigits(p.seatNumber) : "—"}</td>
              <td className="p-2">
                {p.extraItems.length
                  ? p.extraItems.map((e) => `${e.title} × ${formatDigits(e.count)}`).join("، ")
                  : "—"}
              </td>
              {extraQuestionTitle && (
                <td className="p-2">
                  {/* Isolated: a Latin answer («O+») keeps its own order inside the right-to-left row. */}
                  <bdi data-testid="extra-answer">{p.extraQuestionAnswer ?? "—"}</bdi>
                </td>
              )}
              <td className="p-2">{p.sellerName ?? "برگزارکننده"}</td>
              <td className="p-2 whitespace-nowrap">
                {p.paymentMethodTitle}
                <span className="block text-xs text-slate-500">{formatToman(p.paid)}</span>
                {p.installments && <InstallmentState state={p.installments} />}
              </td>
              <td className="p-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${p.status === "Cancelled" ? "bg-red-50 text-red-700" : "bg-slate-100"}`}
                >
                  {p.statusTitle}
                </span>
              </td>
              <td className="p-2 whitespace-nowrap" data-testid="passenger-boarded">
                {p.boardedAt ? (
                  <>
                    {formatJalaliDateTime(p.boardedAt)}
                    <span className="block text-xs text-slate-500">{p.boardedByName}</span>
                  </>
                ) : (
                  "—"
                )}
              </td>
              <td className="p-2">
                {p.status !== "Cancelled" && (
                  <div className="flex gap-1">
                    <Link
                      href={`/dashboard/tour/passenger?tourId=${tourId}&sessionId=${session.id}&passengerId=${p.id}`}
                      className="btn-secondary h-8 px-2 text-xs"
                    >
                      ویرایش
                    </Link>
                    {p.isOffline && (
                      <Button
                        variant="secondary"
                        className="h-8 px-2 text-xs text-red-600"
                        onClick={() => setRemoving(p)}
                      >
                        حذف
                      </Button>
                    )}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      ))}
      <Modal
        open={!!removing}
        onClose={() => setRemoving(null)}
        title="حذف مسافر آفلاین"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              انصراف
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
              حذف مسافر
            </Button>
          </>
        }
      >
        <p className="text-sm">«{removing?.fullName}» حذف شود؟ جای او (و صندلی‌اش) آزاد می‌شود.</p>
      </Modal>
    </div>
  );
}

function InstallmentState({ state }: { state: NonNullable<ReportPassenger["installments"]> }) {
  if (state.outstanding === 0)
    return (
      <span className="mt-1 block text-xs text-emerald-700" data-testid="passenger-installments" data-state="paidOff">
        اقساط تسویه‌شده
      </span>
    );
  return (
    <span
      className={`mt-1 block text-xs ${state.overdue ? "font-bold text-red-700" : "text-amber-700"}`}
      data-testid="passenger-installments"
      data-state={state.overdue ? "overdue" : "outstanding"}
    >
      {state.overdue ? "قسط معوق" : "اقساط باقی"}: {formatToman(state.outstanding)}
    </span>
  );
}
