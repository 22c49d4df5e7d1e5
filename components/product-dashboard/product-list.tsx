"use client";
// /dashboard/product: the leader's products (GET /api/Product/Search, 10 a page) with edit,
// buyers report, the public page and the sale switch.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { toast } from "react-toastify";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { Button, DataTable, Input } from "@/components/ui";
import { formatJalaliDate } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { STOCK_LABELS } from "./labels";
import { productApi, type Product } from "./product-api";

export const PRODUCT_PAGE_SIZE = 10;

function Row({ product }: { product: Product }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const { isActive } = await productApi.toggle(product.id);
      toast.success(isActive ? "فروش محصول فعال شد" : "فروش محصول غیرفعال شد");
      await client.invalidateQueries({ queryKey: ["product-list"] });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr className="border-t border-slate-100" data-testid="product-row">
      <td className="p-3">{product.title}</td>
      <td className="p-3">{formatToman(product.price)}</td>
      <td className="p-3">
        {toPersianDigits(product.soldCount)} / {toPersianDigits(product.capacity)}
      </td>
      <td className="p-3">{formatJalaliDate(product.registrationEndTime)}</td>
      <td className="p-3">{product.isActive ? STOCK_LABELS[product.stockState] : "غیرفعال"}</td>
      <td className="p-3">
        <div className="flex flex-wrap gap-1">
          <Link className="btn-secondary h-8 px-2 text-xs" href={`/dashboard/product/edit/${product.id}`}>
            ویرایش
          </Link>
          <Link className="btn-secondary h-8 px-2 text-xs" href={`/dashboard/product/report/${product.id}`}>
            خریداران
          </Link>
          <Link
            className="btn-secondary h-8 px-2 text-xs"
            href={`/${product.leaderId}/product/${product.id}`}
            target="_blank"
          >
            صفحه محصول
          </Link>
          <Button variant="secondary" className="h-8 px-2 text-xs" loading={busy} onClick={() => void toggle()}>
            {product.isActive ? "غیرفعال کردن" : "فعال کردن"}
          </Button>
        </div>
      </td>
    </tr>
  );
}

export function ProductList() {
  const [page, setPage] = useState(1);
  const [title, setTitle] = useState("");
  const query = { "Resource.Title": title.trim() || undefined, Page: page, PageSize: PRODUCT_PAGE_SIZE };
  const list = useQuery({
    queryKey: ["product-list", query],
    queryFn: () => productApi.search(query),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  return (
    <div className="flex flex-col gap-4">
      <DashboardPageHeader
        title="محصولات"
        actions={[{ title: "افزودن محصول", href: "/dashboard/product/add", icon: "plus" }]}
      />
      <div className="card p-4">
        <Input
          id="product-search"
          label="جستجوی عنوان"
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        label="فهرست محصولات"
        loading={list.isPending}
        empty={!data || data.result.length === 0}
        emptyText="محصولی یافت نشد."
        head={["عنوان", "قیمت", "فروش / ظرفیت", "مهلت سفارش", "وضعیت", "عملیات"]}
        minWidth={760}
        paging={
          data && {
            page,
            pageCount: data.pageCount,
            onPage: setPage,
            suffix: `(${toPersianDigits(data.totalItemCount)} محصول)`,
          }
        }
      >
        {data?.result.map((p) => (
          <Row key={p.id} product={p} />
        ))}
      </DataTable>
    </div>
  );
}
