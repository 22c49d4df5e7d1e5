"use client";
// /dashboard/product/report/{productId}: the buyers of a product (GET /api/Product/{id}/Customers,
// 10 a page) and an Excel download of all of them (exceljs, loaded only on click; the time is a
// real date cell of Tehran's wall clock in the Persian calendar, like the server's exports).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { Button, Pagination, Spinner } from "@/components/ui";
import { EXCEL_DATE_FORMAT, formatJalali, formatJalaliDateTime, tehranWallClockMs } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { ORDER_STATUS_LABELS, PAYMENT_LABELS } from "./labels";
import { productApi, type Customer } from "./product-api";

const PAGE_SIZE = 10;
const EXPORT_SIZE = 10_000;

async function downloadExcel(productId: number, title: string) {
  const [{ default: ExcelJS }, all] = await Promise.all([import("exceljs"), productApi.customers(productId, 1, EXPORT_SIZE)]);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("خریداران", { views: [{ rightToLeft: true }] });
  sheet.columns = [
    { header: "کد رهگیری", key: "trackingId", width: 14 },
    { header: "نام", key: "fullName", width: 24 },
    { header: "موبایل", key: "mobile", width: 14 },
    { header: "کد ملی", key: "nationalId", width: 14 },
    { header: "تلفن", key: "phone", width: 14 },
    { header: "تعداد", key: "orderCount", width: 8 },
    { header: "مبلغ (تومان)", key: "amount", width: 14 },
    { header: "روش پرداخت", key: "method", width: 14 },
    { header: "وضعیت", key: "status", width: 16 },
    { header: "پاسخ سؤال", key: "answer", width: 24 },
    { header: "زمان", key: "time", width: 20, style: { numFmt: EXCEL_DATE_FORMAT } },
    // Like the server's exports (lib/xlsx): the real date, then its Jalali reading as text.
    { header: "زمان (شمسی)", key: "jalali", width: 20 },
  ];
  for (const c of all.result) {
    sheet.addRow({ ...c, method: PAYMENT_LABELS[c.paymentMethod] ?? c.paymentMethod, status: ORDER_STATUS_LABELS[c.status], answer: c.extraQuestionAnswer ?? "", time: new Date(tehranWallClockMs(new Date(c.createdAt))), jalali: formatJalali(c.createdAt, "yyyy/MM/dd HH:mm") });
  }
  const blob = new Blob([await book.xlsx.writeBuffer()], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = `buyers-${productId}.xlsx`;
  a.title = title;
  a.click();
  URL.revokeObjectURL(a.href);
}

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
  const [exporting, setExporting] = useState(false);
  const product = useQuery({ queryKey: ["product", productId], queryFn: () => productApi.get(productId) });
  const list = useQuery({ queryKey: ["product-customers", productId, page], queryFn: () => productApi.customers(productId, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const data = list.data;
  const title = product.data?.title ?? "";
  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadExcel(productId, title);
    } catch {
      // Shown by the client.
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <DashboardPageHeader title={title ? `خریداران «${title}»` : "خریداران محصول"} back="/dashboard/product" />
      {data && (
        <div className="card flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
          <span>
            فروخته‌شده: <strong>{toPersianDigits(data.paidCount)}</strong> عدد، جمع پرداخت‌ها: <strong>{formatToman(data.paidAmount)}</strong>
          </span>
          <Button variant="secondary" loading={exporting} onClick={() => void exportAll()}>
            دریافت اکسل
          </Button>
        </div>
      )}
      <section className="card overflow-x-auto p-0" aria-label="فهرست خریداران">
        {list.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6" />
          </div>
        ) : list.isError || !data || data.result.length === 0 ? (
          <p className="py-12 text-center text-sm text-slate-500">خریداری یافت نشد.</p>
        ) : (
          <table className="w-full min-w-[980px] text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {["نام", "موبایل", "کد ملی", "تعداد", "مبلغ", "پرداخت", "وضعیت", "پاسخ سؤال", "کد رهگیری", "زمان"].map((h) => (
                  <th key={h} className="p-3 text-start font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.result.map((c) => (
                <Row key={c.id} c={c} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      {data && <Pagination page={page} pageCount={data.pageCount} onPage={setPage} suffix={`(${toPersianDigits(data.totalItemCount)} سفارش)`} />}
    </div>
  );
}
