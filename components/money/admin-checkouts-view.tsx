"use client";
// /adminDashboard/financialReports/checkouts (spec doc 3 §3–§4, §7): the users' payout requests,
// 10 a page, filters OnlyPaid and a day range; pay one with the bank reference and a note, delete
// an unpaid one (its money goes back to the wallet); the badge and the list reload after each
// action; .xlsx of every matching row.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { PANEL_META_KEY } from "@/components/admin-finance/finance-api";
import { Button, Input, Modal } from "@/components/ui";
import { formatToman } from "@/lib/format";
import { FilteredCheckouts } from "./filtered-checkouts";
import { MONEY_TOASTS } from "./labels";
import { ConfirmModal } from "./list-bits";
import { moneyApi, moneyExports, type Checkout } from "./money-api";
import { useMoneyParams } from "./use-money-params";

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
        <Input
          id="checkout-refnum"
          label="شماره پیگیری بانک"
          required
          value={refNum}
          onChange={(e) => setRefNum(e.target.value)}
        />
        <Input id="checkout-note" label="توضیح" value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
    </Modal>
  );
}

export function AdminCheckoutsView() {
  const client = useQueryClient();
  const money = useMoneyParams();
  const [paying, setPaying] = useState<Checkout | null>(null);
  const [deleting, setDeleting] = useState<Checkout | null>(null);
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
      <FilteredCheckouts
        money={money}
        queryKey={KEY}
        load={moneyApi.operatorCheckouts}
        excel={moneyExports.operatorCheckouts}
        idPrefix=""
        rowTestId="checkout-row"
        withUser
        actions={(c) =>
          c.status === "InProcess" && (
            <div className="flex gap-2">
              <Button onClick={() => setPaying(c)}>پرداخت</Button>
              <Button variant="danger" onClick={() => setDeleting(c)}>
                حذف
              </Button>
            </div>
          )
        }
      />
      {paying && <PayModal checkout={paying} onClose={() => setPaying(null)} />}
      {deleting && (
        <ConfirmModal
          title="حذف درخواست تسویه"
          action="حذف و بازگشت مبلغ به کیف پول"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)}
          onClose={() => setDeleting(null)}
        >
          درخواست {deleting.user?.fullName} به مبلغ {formatToman(deleting.amount)} حذف و مبلغ به کیف پول او بازگردانده
          می‌شود.
        </ConfirmModal>
      )}
    </div>
  );
}
