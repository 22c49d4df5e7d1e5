"use client";
// The user's wallet balance, the latest sales, and the operator's credit top-up (a ledger
// transaction from the operator credit account, with the operator's note).
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { Button, DataTable, Input, MoneyInput } from "@/components/ui";
import { formatDigits, formatJalaliDateTime, formatToman } from "@/lib/format";
import { useRefreshUsers } from "../use-refresh-users";
import { USER_TOASTS, usersApi, type UserDetail } from "../users-api";
import { DetailSection } from "./section";
import { focusFirstInvalid } from "@/lib/client/focus-first-invalid";

function AddCreditForm({ userId }: { userId: number }) {
  const refresh = useRefreshUsers();
  const [amount, setAmount] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const add = useMutation({
    mutationFn: () => usersApi.addCredit({ userId, amount: amount!, operatorNote: note.trim() }),
    onSuccess: () => {
      toast.success(USER_TOASTS.creditAdded);
      setAmount(null);
      setNote("");
      return refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      amount: !amount || amount <= 0 ? "مبلغ باید بیشتر از صفر باشد" : undefined,
      note: note.trim() ? undefined : "این فیلد نمی‌تواند خالی باشد",
    };
    setErrors(next);
    if (next.amount || next.note) return focusFirstInvalid(event.currentTarget);
    add.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 items-start gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_2fr_auto]"
      aria-label="افزودن اعتبار"
    >
      <MoneyInput
        id="credit-amount"
        label="مبلغ اعتبار (تومان)"
        value={amount}
        onChange={setAmount}
        min={0}
        minMessage="مبلغ باید بیشتر از صفر باشد"
        error={errors.amount}
      />
      <Input
        id="credit-note"
        label="توضیح اپراتور"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
        maxLength={500}
      />
      <Button type="submit" loading={add.isPending} className="sm:mt-7">
        افزودن اعتبار
      </Button>
    </form>
  );
}

export function FinanceSection({ user }: { user: UserDetail }) {
  return (
    <DetailSection title="کیف پول و فروش" testId="finance-section">
      <p className="text-sm">
        موجودی کیف پول: <strong data-testid="user-balance">{formatToman(user.balance)}</strong>
      </p>
      <AddCreditForm userId={user.id} />
      <h3 className="text-sm font-bold text-slate-700">آخرین فروش‌ها</h3>
      <DataTable
        inCard
        label="آخرین فروش‌ها"
        loading={false}
        empty={user.recentSales.length === 0}
        emptyText="فروشی ثبت نشده است."
        head={["تاریخ", "تور", "کد رهگیری", "مسافران", "مبلغ"]}
        minWidth={560}
      >
        {user.recentSales.map((sale) => (
          <tr key={sale.reservationId} className="border-t border-slate-100">
            <td className="p-2">{formatJalaliDateTime(sale.created)}</td>
            <td className="p-2">
              {sale.tourTitle}
              {sale.asSeller && <span className="ms-1 text-xs text-slate-500">(فروش همکار)</span>}
            </td>
            <td className="p-2" dir="ltr">
              {sale.trackingId}
            </td>
            <td className="p-2">{formatDigits(sale.passengers)}</td>
            <td className="p-2">{formatToman(sale.amount)}</td>
          </tr>
        ))}
      </DataTable>
    </DetailSection>
  );
}
