"use client";
// /dashboard/product/report/{productId}: the buyers of a product (10 a page) and an Excel download
// of all of them, built by the server like every other export (lib/products/export-product-customers.ts).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { DataTable } from "@/components/ui";
import { formatJalaliDateTime } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { ORDER_STATUS_LABELS, PAYMENT_LABELS } from "./labels";
import { productApi, type Customer } from "./product-api";

const PAGE_SIZE = 10;
function Row({ c }: { c: Customer }) {
  return (
    <tr className="border-t border-slate-100" data-testid="customer-row">
      <td className="p-3">{c.fullName}</td>
      <td className="p-3">{toPersianDigits(c.mobile)}</td>
      <td className="p-3">{toPersianDigits(c.nationalId)}</td>
      <td className="p-3">{toPersianDigits(c.orderCount)}</td>
      <td className="p-3">{formatToman(c.amount)}</td>
      <td className="p-3">{PAYMENT_LABELS[c.paymentMethod] ?? c.paymentMethod}</td>
      <td className="p-3">{ORDER_STATUS_LABELS[c.status]}</td>
      <td className="p-3">{c.extraQuestionAnswer ?? "—"}</td>
      <td className="p-3">{toPersianDigits(c.trackingId)}</td>
      <td className="p-3">{formatJalaliDateTime(c.createdAt)}</td>
    </tr>
  );
}

export function ProductReport({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const product = useQuery({ queryKey: ["product", productId], queryFn: () => productApi.get(productId) });
  const list = useQuery({
    queryKey: ["product-customers", productId, page],
    queryFn: () => productApi.customers(productId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const title = product.data?.title ?? "";
  return (
    <div className="flex flex-col gap-4">
      <DashboardPageHeader title={title ? `خریداران «${title}»` : "خریداران محصول"} back="/dashboard/product" />
      {data && (
        <div className="card flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
          <span>
            فروخته‌شده: <strong>{toPersianDigits(data.paidCount)}</strong> عدد، جمع پرداخت‌ها:{" "}
            <strong>{formatToman(data.paidAmount)}</strong>
          </span>
          <a
            className="btn-secondary inline-flex items-center gap-2 text-sm"
            href={productApi.exportHref(productId)}
            download
            data-testid="excel-export"
          >
            دریافت اکسل
          </a>
        </div>
      )}
      <DataTable
        label="فهرست خریداران"
        loading={list.isPending}
        empty={list.isError || !data || data.result.length === 0}
        emptyText="خریداری یافت نشد."
        head={["نام", "موبایل", "کد ملی", "تعداد", "مبلغ", "پرداخت", "وضعیت", "پاسخ سؤال", "کد رهگیری", "زمان"]}
        minWidth={980}
        paging={
          data && {
            page,
            pageCount: data.pageCount,
            onPage: setPage,
            suffix: `(${toPersianDigits(data.totalItemCount)} سفارش)`,
          }
        }
      >
        {data?.result.map((c) => (
          <Row key={c.id} c={c} />
        ))}
      </DataTable>
    </div>
  );
}
