"use client";
// /dashboard/discounts: the leader's discount campaigns (GET /api/Discounts/Get, 10 a page) with
// the spec's filters (title, active, deleted, creation days), create, edit, activation, delete
// and the codes with their use.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { Button, DataTable, FormField, Input, JalaliDayRange, Modal } from "@/components/ui";
import { tehranInstant } from "@/lib/format/tehran-time";
import { formatJalaliDate } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { CampaignForm } from "./campaign-form";
import { CodesModal } from "./codes-modal";
import { amountText, discountApi, type Campaign } from "./discount-api";

const PAGE_SIZE = 10;
type Tri = "" | "true" | "false";

export function DiscountsView() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [title, setTitle] = useState("");
  const [active, setActive] = useState<Tri>("");
  const [deleted, setDeleted] = useState(false);
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const [editing, setEditing] = useState<Campaign | null | "new">(null);
  const [showCodes, setShowCodes] = useState<Campaign | null>(null);
  const [removing, setRemoving] = useState<Campaign | null>(null);
  const query = {
    "Resource.Title": title.trim() || undefined,
    "Resource.IsActive": active || undefined,
    "Resource.IsDeleted": deleted || undefined,
    "Resource.Start": range.from ? tehranInstant(range.from, "00:00") : undefined,
    "Resource.End": range.to ? tehranInstant(range.to, "23:59") : undefined,
    Page: page,
    PageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ["campaigns", query],
    queryFn: () => discountApi.search(query),
    placeholderData: keepPreviousData,
  });
  const reload = () => client.invalidateQueries({ queryKey: ["campaigns"] });
  const data = list.data;

  const toggle = async (c: Campaign) => {
    try {
      await discountApi.setActive(c.id, !c.isActive);
      toast.success(c.isActive ? "کمپین غیرفعال شد" : "کمپین فعال شد");
      await reload();
    } catch {
      // Shown by the client.
    }
  };
  const remove = async (c: Campaign) => {
    try {
      await discountApi.remove(c.id);
      toast.success("کمپین حذف شد");
      setRemoving(null);
      await reload();
    } catch {
      // Shown by the client.
    }
  };
  const filter = (fn: () => void) => {
    fn();
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <DashboardPageHeader title="کدهای تخفیف" />
      <div className="card grid grid-cols-1 gap-3 p-4 md:grid-cols-[2fr_1fr_2fr_auto_auto] md:items-end">
        <Input
          id="campaign-search"
          label="عنوان"
          value={title}
          onChange={(e) => filter(() => setTitle(e.target.value))}
        />
        <FormField label="وضعیت" htmlFor="campaign-active">
          <select
            id="campaign-active"
            className="input"
            value={active}
            onChange={(e) => filter(() => setActive(e.target.value as Tri))}
          >
            <option value="">همه</option>
            <option value="true">فعال</option>
            <option value="false">غیرفعال</option>
          </select>
        </FormField>
        <JalaliDayRange
          id="campaign-range"
          label="تاریخ ایجاد"
          from={range.from}
          to={range.to}
          onChange={(r) => filter(() => setRange(r))}
        />
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" checked={deleted} onChange={(e) => filter(() => setDeleted(e.target.checked))} />
          حذف‌شده‌ها
        </label>
        <Button onClick={() => setEditing("new")}>کمپین جدید</Button>
      </div>
      <DataTable
        label="فهرست کمپین‌های تخفیف"
        loading={list.isPending}
        empty={!data || data.result.length === 0}
        emptyText="کمپینی یافت نشد."
        head={["عنوان", "کد", "تخفیف", "استفاده / کل", "پایان اعتبار", "وضعیت", "عملیات"]}
        minWidth={900}
        paging={
          data && {
            page,
            pageCount: data.pageCount,
            onPage: setPage,
            suffix: `(${toPersianDigits(data.totalItemCount)} کمپین)`,
          }
        }
      >
        {data?.result.map((c) => (
          <tr key={c.id} className="border-t border-slate-100" data-testid="campaign-row">
            <td className="p-3">{c.title}</td>
            <td className="p-3" dir="ltr">
              {c.code ?? "کدهای سیستمی"}
            </td>
            <td className="p-3">{amountText(c, formatToman, toPersianDigits)}</td>
            <td className="p-3">
              {toPersianDigits(c.usedCount)} / {toPersianDigits(c.totalCount)}
            </td>
            <td className="p-3">{formatJalaliDate(c.endTime)}</td>
            <td className="p-3">{c.isDeleted ? "حذف شده" : c.isExpired ? "منقضی" : c.isActive ? "فعال" : "غیرفعال"}</td>
            <td className="p-3">
              <div className="flex flex-wrap gap-1">
                <Button variant="secondary" className="h-8 px-2 text-xs" onClick={() => setShowCodes(c)}>
                  کدها
                </Button>
                {!c.isDeleted && (
                  <>
                    <Button variant="secondary" className="h-8 px-2 text-xs" onClick={() => setEditing(c)}>
                      ویرایش
                    </Button>
                    <Button variant="secondary" className="h-8 px-2 text-xs" onClick={() => void toggle(c)}>
                      {c.isActive ? "غیرفعال کردن" : "فعال کردن"}
                    </Button>
                    <Button
                      variant="secondary"
                      className="h-8 px-2 text-xs text-red-600"
                      onClick={() => setRemoving(c)}
                    >
                      حذف
                    </Button>
                  </>
                )}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {editing && (
        <CampaignForm
          campaign={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {showCodes && <CodesModal campaign={showCodes} onClose={() => setShowCodes(null)} />}
      {removing && (
        <Modal
          open
          onClose={() => setRemoving(null)}
          title="حذف کمپین"
          footer={
            <Button className="bg-red-600" onClick={() => void remove(removing)}>
              حذف
            </Button>
          }
        >
          <p className="text-sm">کمپین «{removing.title}» حذف شود؟ کدهای آن دیگر پذیرفته نمی‌شوند.</p>
        </Modal>
      )}
    </div>
  );
}
