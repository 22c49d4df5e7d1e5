"use client";
// /adminDashboard/affiliatesManagement/webServiceOrders: the web-service orders of affiliates and
// leaders (GET /api/Operator/webservice-orders, 9 a page, newest first).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "@/components/ui";
import { api } from "@/lib/client/api-client";
import * as affiliates from "@/lib/client/endpoints/affiliates";
import { formatJalaliDateTime, toPersianDigits } from "@/lib/format";

export function WebServiceOrders() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ["operator", "webservice-orders", page],
    queryFn: () => api.call(affiliates.listWebServiceOrdersContract, { query: { Page: page, PageSize: 9 } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-bold">سفارش‌های وب‌سرویس</h1>
      <DataTable
        label="سفارش‌های وب‌سرویس"
        loading={list.isPending}
        empty={!list.data?.result.length}
        emptyText="سفارشی ثبت نشده است."
        head={["تاریخ", "درخواست‌دهنده", "برند", "دامنه", "توضیحات"]}
        paging={
          list.data && {
            page,
            pageCount: list.data.pageCount,
            onPage: setPage,
            suffix: `(${toPersianDigits(list.data.totalItemCount)} سفارش)`,
          }
        }
      >
        {list.data?.result.map((o) => (
          <tr key={o.id} className="border-t border-slate-100 align-top">
            <td className="p-3 whitespace-nowrap">{formatJalaliDateTime(o.createdAt)}</td>
            <td className="p-3">
              {o.user.fullName} ({o.user.role === "Affiliate" ? "همکار فروش" : "تورلیدر"})
              <div className="text-xs text-slate-500">{toPersianDigits(o.user.mobile)}</div>
            </td>
            <td className="p-3">{o.brand}</td>
            <td className="p-3" dir="ltr">
              {o.saleWebsiteDomain}
            </td>
            <td className="p-3 whitespace-pre-line">{o.description ?? "—"}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
