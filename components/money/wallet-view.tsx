"use client";
// /dashboard/financial/wallet (spec doc 3 §3–§4): balance split into withdrawable and pending,
// charging through the gateway (the gateway returns here with ChargeId, UserId, Authority and
// Status, which are confirmed once and removed from the address), the charges, a checkout request
// (amount up to the withdrawable balance, sheba) and the checkout requests with their state. The
// lists' pages live in the address (chargesPage, checkoutsPage).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "react-toastify";
import { Button, dataCell, DataTable, Input, MoneyInput } from "@/components/ui";
import { digitsOnly, formatJalaliDateTime, formatToman, toPersianDigits } from "@/lib/format";
import { CheckoutList } from "./checkout-list";
import { CHARGE_STATUS_LABELS, MAX_CHARGE, MIN_CHARGE, MONEY_TOASTS } from "./labels";
import { chargeHref, moneyApi } from "./money-api";
import { useMoneyParams } from "./use-money-params";

const WALLET_KEY = ["money", "wallet"] as const;

function useChargeReturn() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const client = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    const chargeId = params.get("ChargeId");
    const authority = params.get("Authority");
    if (!chargeId || !authority || done.current) return;
    done.current = true;
    moneyApi
      .confirmCharge({
        ChargeId: chargeId,
        UserId: params.get("UserId") ?? undefined,
        Authority: authority,
        Status: params.get("Status") ?? "NOK",
      })
      .then((answer) => {
        if (answer.status === "paid") toast.success(MONEY_TOASTS.chargePaid);
        else if (answer.status === "pending") toast.info(MONEY_TOASTS.chargePending);
        else toast.error(MONEY_TOASTS.chargeFailed);
      })
      .catch(() => undefined)
      .finally(() => {
        void client.invalidateQueries({ queryKey: WALLET_KEY });
        // The gateway's keys leave the address; the lists' pages stay.
        const rest = new URLSearchParams(params.toString());
        for (const key of ["ChargeId", "UserId", "Authority", "Status"]) rest.delete(key);
        router.replace(rest.size ? `${pathname}?${rest}` : pathname);
      });
  }, [params, router, pathname, client]);
}

export function WalletView() {
  useChargeReturn();
  const client = useQueryClient();
  const balance = useQuery({ queryKey: [...WALLET_KEY, "balance"], queryFn: moneyApi.balance });
  const chargePager = useMoneyParams("charges");
  const checkoutPager = useMoneyParams("checkouts");
  const chargePage = chargePager.params.page;
  const checkoutPage = checkoutPager.params.page;
  const charges = useQuery({
    queryKey: [...WALLET_KEY, "charges", chargePage],
    queryFn: () => moneyApi.charges({ Page: chargePage, PageSize: 5 }),
    placeholderData: keepPreviousData,
  });
  const checkouts = useQuery({
    queryKey: [...WALLET_KEY, "checkouts", checkoutPage],
    queryFn: () => moneyApi.selfCheckouts({ Page: checkoutPage, PageSize: 10 }),
    placeholderData: keepPreviousData,
  });
  const [charge, setCharge] = useState<number | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [sheba, setSheba] = useState("");
  const withdrawable = balance.data?.withdrawable ?? 0;
  const request = useMutation({
    mutationFn: () => moneyApi.requestCheckout(amount!, sheba),
    onSuccess: () => {
      toast.success(MONEY_TOASTS.checkoutRequested);
      setAmount(null);
      void client.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
  const chargeOutOfRange = charge !== null && (charge < MIN_CHARGE || charge > MAX_CHARGE);
  const overWithdrawable = amount !== null && amount > withdrawable;

  return (
    <div className="flex flex-col gap-4">
      <section className="grid gap-3 sm:grid-cols-3" aria-label="موجودی">
        <div className="card" data-testid="wallet-balance">
          <p className="text-sm text-slate-500">موجودی کل</p>
          <p className="text-xl font-bold">{formatToman(balance.data?.balance ?? 0)}</p>
        </div>
        <div className="card" data-testid="wallet-withdrawable">
          <p className="text-sm text-slate-500">قابل برداشت</p>
          <p className="text-xl font-bold text-emerald-700">{formatToman(withdrawable)}</p>
        </div>
        <div className="card" data-testid="wallet-pending">
          <p className="text-sm text-slate-500">در انتظار پایان تور</p>
          <p className="text-xl font-bold text-amber-700">{formatToman(balance.data?.pending ?? 0)}</p>
          <p className="mt-1 text-xs text-slate-500">مبلغ فروش هر سانس پس از پایان آن سانس قابل برداشت می‌شود.</p>
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <form
          className="card flex flex-col gap-3"
          aria-label="شارژ کیف پول"
          onSubmit={(event) => {
            event.preventDefault();
            if (charge === null || chargeOutOfRange) return;
            window.location.assign(chargeHref(charge));
          }}
        >
          <h2 className="font-bold">شارژ کیف پول</h2>
          <MoneyInput
            id="charge-amount"
            label="مبلغ شارژ (تومان)"
            value={charge}
            onChange={setCharge}
            min={MIN_CHARGE - 1}
            minMessage="حداقل مبلغ شارژ ۱۰٬۰۰۰ تومان است."
            max={MAX_CHARGE}
            maxMessage="حداکثر مبلغ هر شارژ ۵۰۰٬۰۰۰٬۰۰۰ تومان است؛ بیشتر از این را درگاه پرداخت نمی‌پذیرد."
          />
          <Button type="submit" disabled={charge === null || chargeOutOfRange}>
            پرداخت و شارژ
          </Button>
        </form>

        <form
          className="card flex flex-col gap-3"
          aria-label="درخواست تسویه"
          onSubmit={(event) => {
            event.preventDefault();
            if (amount === null || !sheba || overWithdrawable) return;
            request.mutate();
          }}
        >
          <h2 className="font-bold">درخواست تسویه</h2>
          <MoneyInput
            id="checkout-amount"
            label="مبلغ (تومان)"
            value={amount}
            onChange={setAmount}
            error={overWithdrawable ? `حداکثر ${formatToman(withdrawable)} قابل برداشت است.` : undefined}
          />
          <Input
            id="checkout-sheba"
            label="شماره شبا"
            required
            dir="ltr"
            inputMode="numeric"
            adornment="IR"
            maxLength={30}
            value={toPersianDigits(sheba.replace(/(\d{4})(?=\d)/g, "$1 "))}
            onChange={(event) => setSheba(digitsOnly(event.target.value).slice(0, 30))}
          />
          <Button type="submit" loading={request.isPending} disabled={amount === null || !sheba || overWithdrawable}>
            ثبت درخواست تسویه
          </Button>
        </form>
      </div>

      <h2 className="font-bold">درخواست‌های تسویه</h2>
      <CheckoutList
        data={checkouts.data}
        loading={checkouts.isPending}
        page={checkoutPage}
        onPage={checkoutPager.setPage}
        rowTestId="checkout-row"
      />

      <h2 className="font-bold">شارژهای کیف پول</h2>
      <DataTable
        loading={charges.isPending}
        empty={!charges.data?.result.length}
        head={["تاریخ", "مبلغ", "وضعیت", "کد مرجع"]}
        paging={charges.data && { page: chargePage, pageCount: charges.data.pageCount, onPage: chargePager.setPage }}
      >
        {charges.data?.result.map((c) => (
          <tr key={c.chargeId} className="border-t border-slate-100">
            <td className={dataCell}>{formatJalaliDateTime(c.createdAt)}</td>
            <td className={dataCell}>{formatToman(c.amount)}</td>
            <td className={dataCell}>{CHARGE_STATUS_LABELS[c.status]}</td>
            <td className={dataCell}>{c.refId ? toPersianDigits(c.refId) : "—"}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
