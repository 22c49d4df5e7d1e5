"use client";
// «تعریف اقساط»: the leader's installment plans. A plan no sale used yet can be edited or deleted;
// once used it is frozen (the buyers' terms) and can only be archived, which stops offering it to new
// buyers while existing tickets keep it.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, DataTable, Modal } from "@/components/ui";
import { formatDigits } from "@/lib/format";
import { installmentApi, type Plan } from "./installment-api";
import { PlanForm } from "./plan-form";

const dueDaysText = (p: Plan) => p.dueDaysAfterPurchase.map((d) => formatDigits(d)).join("، ");

export function PlansPanel() {
  const client = useQueryClient();
  const plans = useQuery({ queryKey: ["installment-plans"], queryFn: () => installmentApi.plans() });
  const [editing, setEditing] = useState<Plan | null | "new">(null);
  const [confirming, setConfirming] = useState<{ plan: Plan; action: "archive" | "delete" } | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: ["installment-plans"] });

  const act = async () => {
    if (!confirming) return;
    try {
      if (confirming.action === "archive") await installmentApi.archivePlan(confirming.plan.id);
      else await installmentApi.deletePlan(confirming.plan.id);
      toast.success(confirming.action === "archive" ? "طرح بایگانی شد" : "طرح حذف شد");
      setConfirming(null);
      await reload();
    } catch {
      // Shown by the client.
    }
  };

  const list = plans.data ?? [];
  return (
    <section className="flex flex-col gap-3" aria-label="طرح‌های اقساط">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          طرح‌ها را در مرحله سوم ساخت تور به تور وصل کنید تا خریداران بتوانند اقساطی بخرند.
        </p>
        <Button onClick={() => setEditing("new")} data-testid="plan-new">
          طرح اقساط جدید
        </Button>
      </div>
      {plans.isError ? (
        <p className="card text-sm text-red-700" role="alert">
          فهرست طرح‌ها بارگذاری نشد.{" "}
          <button type="button" className="underline" onClick={() => void plans.refetch()}>
            تلاش دوباره
          </button>
        </p>
      ) : (
        <DataTable
          label="طرح‌های اقساط"
          loading={plans.isPending}
          empty={list.length === 0}
          emptyText="هنوز طرح اقساطی تعریف نکرده‌اید."
          head={[
            "نام",
            "پیش‌پرداخت",
            "اقساط",
            "سررسیدها (روز پس از خرید)",
            "مهلت پیش از حرکت",
            "کارمزد",
            "فروش",
            "عملیات",
          ]}
          minWidth={900}
        >
          {list.map((p) => (
            <tr key={p.id} className="border-t border-slate-100" data-testid="plan-row">
              <td className="p-3 font-medium">
                {p.name}
                {p.archived && <span className="ms-2 rounded bg-slate-100 px-1.5 text-xs text-slate-600">بایگانی</span>}
              </td>
              <td className="p-3">{formatDigits(p.downPaymentPercent)}٪</td>
              <td className="p-3">{formatDigits(p.installmentCount)}</td>
              <td className="p-3">{dueDaysText(p)}</td>
              <td className="p-3">{formatDigits(p.lastDueDaysBeforeDeparture)} روز</td>
              <td className="p-3">{p.surchargePercent ? `${formatDigits(p.surchargePercent)}٪` : "—"}</td>
              <td className="p-3">{formatDigits(p.usedCount)}</td>
              <td className="p-3">
                <div className="flex flex-wrap gap-1">
                  {p.usedCount === 0 && !p.archived && (
                    <Button variant="secondary" className="h-8 px-2 text-xs" onClick={() => setEditing(p)}>
                      ویرایش
                    </Button>
                  )}
                  {p.usedCount === 0 ? (
                    <Button
                      variant="secondary"
                      className="h-8 px-2 text-xs text-red-700"
                      onClick={() => setConfirming({ plan: p, action: "delete" })}
                    >
                      حذف
                    </Button>
                  ) : (
                    !p.archived && (
                      <Button
                        variant="secondary"
                        className="h-8 px-2 text-xs"
                        onClick={() => setConfirming({ plan: p, action: "archive" })}
                      >
                        بایگانی
                      </Button>
                    )
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing && (
        <PlanForm
          plan={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {confirming && (
        <Modal
          open
          onClose={() => setConfirming(null)}
          title={confirming.action === "archive" ? "بایگانی طرح" : "حذف طرح"}
          footer={
            <Button variant={confirming.action === "delete" ? "danger" : "primary"} onClick={() => void act()}>
              {confirming.action === "archive" ? "بایگانی" : "حذف"}
            </Button>
          }
        >
          <p className="text-sm">
            {confirming.action === "archive"
              ? `طرح «${confirming.plan.name}» دیگر به خریداران تازه پیشنهاد نمی‌شود؛ بلیت‌هایی که با آن فروخته شده‌اند اقساط خود را نگه می‌دارند.`
              : `طرح «${confirming.plan.name}» حذف شود؟`}
          </p>
        </Modal>
      )}
    </section>
  );
}
