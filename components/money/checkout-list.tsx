"use client";
// The checkout requests as every money page shows them (the wallet, the leader's financial tab,
// the operator's list): the summary, the rows, the pager; the operator's adds the user and actions.
import type { ReactNode } from "react";
import { dataCell, DataTable } from "@/components/ui";
import { formatJalaliDateTime, formatToman, toPersianDigits } from "@/lib/format";
import { CHECKOUT_STATUS_LABELS } from "./labels";
import { ListSummary } from "./list-bits";
import type { Checkout } from "./money-api";

export interface CheckoutPage {
  result: Checkout[];
  totalItemCount: number;
  pageCount: number;
  totalAmount: number;
}

export function CheckoutList({
  data,
  loading,
  page,
  onPage,
  rowTestId,
  withUser = false,
  withPaidAt = false,
  actions,
}: {
  data: CheckoutPage | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  rowTestId: string;
  withUser?: boolean;
  withPaidAt?: boolean;
  actions?: (checkout: Checkout) => ReactNode;
}) {
  const head = [
    "شناسه",
    "تاریخ",
    ...(withUser ? ["کاربر"] : []),
    "مبلغ",
    "شبا",
    "وضعیت",
    "شماره پیگیری",
    ...(withPaidAt ? ["تاریخ پرداخت"] : []),
    ...(actions ? ["عملیات"] : []),
  ];
  return (
    <>
      {data && <ListSummary total={data.totalItemCount} pages={data.pageCount} sum={data.totalAmount} />}
      <DataTable
        loading={loading}
        empty={!data?.result.length}
        head={head}
        minWidth={withUser ? 960 : 720}
        paging={data && { page, pageCount: data.pageCount, onPage }}
      >
        {data?.result.map((c) => (
          <tr key={c.id} className="border-t border-slate-100" data-testid={rowTestId}>
            <td className={dataCell}>{toPersianDigits(String(c.id))}</td>
            <td className={dataCell}>{formatJalaliDateTime(c.createdAt)}</td>
            {withUser && (
              <td className={dataCell}>
                {c.user?.fullName}
                <br />
                <span className="text-xs text-slate-500">{toPersianDigits(c.user?.mobile ?? "")}</span>
              </td>
            )}
            <td className={dataCell}>{formatToman(c.amount)}</td>
            <td className={dataCell} dir="ltr">
              {c.bankAccount}
            </td>
            <td className={dataCell}>{CHECKOUT_STATUS_LABELS[c.status]}</td>
            <td className={dataCell}>{c.refNum ?? "—"}</td>
            {withPaidAt && <td className={dataCell}>{c.paidAt ? formatJalaliDateTime(c.paidAt) : "—"}</td>}
            {actions && <td className={dataCell}>{actions(c)}</td>}
          </tr>
        ))}
      </DataTable>
    </>
  );
}
