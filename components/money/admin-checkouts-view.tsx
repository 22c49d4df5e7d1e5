"use client";
// /adminDashboard/financialReports/checkouts (spec doc 3 §3–§4, §7): the users' payout requests,
// 10 a page, filters OnlyPaid and a day range; pay one with the bank reference and a note, delete
// an unpaid one (its money goes back to the wallet); the badge and the list reload after each
// action; .xlsx of every matching row.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { PANEL_META_KEY } from "@/components/admin-finance/finance-api";
import { Button, Checkbox, Input, Modal, Pagination } from "@/components/ui";
import { formatJalaliDateTime, formatToman, toPersianDigits } from "@/lib/format";
import { CHECKOUT_STATUS_LABELS, MONEY_TOASTS } from "./labels";
import { cell, DayRangeFilter, ExcelLink, ListSummary, ListTable, rangeQuery, type DayRange } from "./list-bits";
import { exportHref, moneyApi, type Checkout } from "./money-api";

const KEY = ["money", "operator-checkouts"] as const;

function PayModal({ checkout, onClose }: { checkout: Checkout; onClose: () => void }) {
  const client = useQueryClient();
  const [refNum, setRefNum] = useState("");
  const [note, setNote] = useState("");
  const pay = useMutation({
    mutationFn: () => moneyApi.payCheckout(checkout.id, refNum.trim(), note.trim()),
    onSuccess: () => toast.success(MONEY_TOASTS.checkoutPaid),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: PANEL_META_KEY });
      onClose();
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="ثبت پرداخت تسویه"
      footer={
        <Button loading={pay.isPending} disabled={!refNum.trim()} onClick={() => pay.mutate()}>
          ثبت پرداخت
        </Button>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>
          {checkout.user?.fullName} — {formatToman(checkout.amount)} — <span dir="ltr">{checkout.bankAccount}</span>
        </p>
        <Input id="checkout-refnum" label="شماره پیگیری بانک" required value={refNum} onChange={(e) => setRefNum(e.target.value)} />
        <Input id="checkout-note" label="توضیح" value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
    </Modal>
  );
}

export function AdminCheckoutsView() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [onlyPaid, setOnlyPaid] = useState(false);
  const [range, setRange] = useState<DayRange>({ from: null, to: null });
  const [paying, setPaying] = useState<Checkout | null>(null);
  const [deleting, setDeleting] = useState<Checkout | null>(null);
  const query = { OnlyPaid: onlyPaid || undefined, ...rangeQuery(range, "Start", "End"), Page: page, PageSize: 10 };
  const list = useQuery({ queryKey: [...KEY, query], queryFn: () => moneyApi.operatorCheckouts(query), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: (id: number) => moneyApi.deleteCheckout(id),
    onSuccess: () => toast.success(MONEY_TOASTS.checkoutDeleted),
    onSettled: () => {
      setDeleting(null);
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: PANEL_META_KEY });
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="card flex flex-wrap items-end gap-4">
        <Checkbox
          id="only-paid"
          label="فقط پرداخت‌شده‌ها"
          checked={onlyPaid}
          onChange={(e) => {
            setOnlyPaid(e.target.checked);
            setPage(1);
          }}
        />
        <div className="w-64">
          <DayRangeFilter id="checkout-range" label="تاریخ درخواست" value={range} onChange={(r) => (setRange(r), setPage(1))} />
        </div>
        <ExcelLink href={exportHref("/api/operator/Checkouts/excel", query)} />
      </div>
      {list.data && <ListSummary total={list.data.totalItemCount} pages={list.data.pageCount} sum={list.data.totalAmount} />}
      <ListTable loading={list.isPending} empty={!list.data?.result.length} head={["شناسه", "تاریخ", "کاربر", "مبلغ", "شبا", "وضعیت", "پیگیری", "عملیات"]} minWidth={960}>
        {list.data?.result.map((c) => (
          <tr key={c.id} className="border-t border-slate-100" data-testid="checkout-row">
            <td className={cell}>{toPersianDigits(String(c.id))}</td>
            <td className={cell}>{formatJalaliDateTime(c.createdAt)}</td>
            <td className={cell}>
              {c.user?.fullName}
              <br />
              <span className="text-xs text-slate-500">{toPersianDigits(c.user?.mobile ?? "")}</span>
            </td>
            <td className={cell}>{formatToman(c.amount)}</td>
            <td className={cell} dir="ltr">
              {c.bankAccount}
            </td>
            <td className={cell}>{CHECKOUT_STATUS_LABELS[c.status]}</td>
            <td className={cell}>{c.refNum ?? "—"}</td>
            <td className={cell}>
              {c.status === "InProcess" && (
                <div className="flex gap-2">
                  <Button onClick={() => setPaying(c)}>پرداخت</Button>
                  <Button variant="danger" onClick={() => setDeleting(c)}>
                    حذف
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </ListTable>
      {list.data && <Pagination page={page} pageCount={list.data.pageCount} onPage={setPage} />}
      {paying && <PayModal checkout={paying} onClose={() => setPaying(null)} />}
      {deleting && (
        <Modal
          open
          onClose={() => setDeleting(null)}
          title="حذف درخواست تسویه"
          footer={
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(deleting.id)}>
              حذف و بازگشت مبلغ به کیف پول
            </Button>
          }
        >
          <p className="text-sm">
            درخواست {deleting.user?.fullName} به مبلغ {formatToman(deleting.amount)} حذف و مبلغ به کیف پول او بازگردانده می‌شود.
          </p>
        </Modal>
      )}
    </div>
  );
}
