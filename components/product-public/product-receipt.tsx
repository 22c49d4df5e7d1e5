"use client";
// /{leaderId}/product/{productId}/reserve/receipt: the order with its payment state, found by the
// bill and the gateway return's short-lived receipt value, by what this tab remembers of a
// card-to-card order (components/reserve/receipt-memory.ts), or by mobile and tracking id the buyer types.
import { useState } from "react";
import { useRememberedReceipt } from "@/components/reserve/receipt-memory";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MobileInput } from "@/components/ui/mobile-input";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api-client";
import * as products from "@/lib/client/endpoints/products";
import { useLoad } from "@/lib/client/use-load";
import { formatJalaliDateTime } from "@/lib/format/date";
import { toLatinDigits, toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";

const STATUS_TEXT = {
  Paid: "پرداخت شده",
  Pending: "در انتظار پرداخت یا تایید",
  Released: "لغو شده (پرداخت انجام نشد)",
} as const;

export function ProductReceipt({
  initial,
  basePath,
}: {
  initial: { billId: string; receipt: string; status: string; trackingId: string; mobile: string };
  basePath: string;
}) {
  const remembered = useRememberedReceipt(initial.billId || null);
  // The paid SMS's link names the order (viewing only); the gateway's return names the bill and a receipt value.
  const linked =
    initial.trackingId && initial.mobile ? { trackingId: initial.trackingId, mobile: initial.mobile } : null;
  const [typedLookup, setLookup] = useState<{ trackingId: string; mobile: string } | null>(null);
  const [typed, setTyped] = useState({ trackingId: initial.trackingId, mobile: initial.mobile });
  const lookup = typedLookup ?? remembered ?? linked;
  const byToken = !lookup && !!initial.billId && !!initial.receipt;
  const key =
    lookup?.trackingId && lookup.mobile
      ? `${lookup.mobile}:${lookup.trackingId}`
      : byToken
        ? `receipt:${initial.billId}:${initial.receipt}`
        : null;
  const receipt = useLoad(key, (signal) =>
    lookup
      ? api.call(products.productReceiptContract, {
          params: { mobile: lookup.mobile, trackingId: lookup.trackingId },
          anonymous: true,
          signal,
        })
      : api.call(products.productReceiptByBillContract, {
          params: { billId: initial.billId },
          query: { receipt: initial.receipt },
          anonymous: true,
          signal,
        }),
  );
  const r = receipt.data;
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-4 p-4" dir="rtl">
      <h1 className="text-xl font-bold">رسید سفارش محصول</h1>
      {initial.status === "failed" && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-700">پرداخت انجام نشد. می‌توانید دوباره سفارش دهید.</p>
      )}
      {receipt.isFetching && <Spinner className="size-6" />}
      {r && (
        <section className="card flex flex-col gap-2 p-4 text-sm" aria-label="رسید" data-testid="product-receipt">
          <p className="text-base font-bold">{r.product.title}</p>
          <p>
            وضعیت: <strong data-testid="receipt-status">{STATUS_TEXT[r.status]}</strong>
          </p>
          <p>کد رهگیری: {toPersianDigits(r.trackingId)}</p>
          <p>
            خریدار: {r.firstName} {r.lastName} ({toPersianDigits(r.mobile)})
          </p>
          <p>
            تعداد: {toPersianDigits(r.orderCount)} × {formatToman(r.unitPrice)}
          </p>
          <p>
            مبلغ کل: <strong>{formatToman(r.amount)}</strong>
          </p>
          {r.extraQuestion && r.extraQuestionAnswer && (
            <p>
              {r.extraQuestion}: {r.extraQuestionAnswer}
            </p>
          )}
          <p>زمان ثبت: {formatJalaliDateTime(r.createdAt)}</p>
        </section>
      )}
      <section
        className="card grid grid-cols-1 gap-3 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        aria-label="پیگیری سفارش"
      >
        <MobileInput
          id="receipt-mobile"
          label="موبایل"
          value={typed.mobile}
          onChange={(e) => setTyped((t) => ({ ...t, mobile: e.target.value }))}
        />
        <Input
          id="receipt-tracking"
          label="کد رهگیری"
          dir="ltr"
          value={typed.trackingId}
          onChange={(e) => setTyped((t) => ({ ...t, trackingId: e.target.value }))}
        />
        <Button
          variant="secondary"
          onClick={() =>
            setLookup({
              mobile: toLatinDigits(typed.mobile).trim(),
              trackingId: toLatinDigits(typed.trackingId).trim(),
            })
          }
        >
          پیگیری
        </Button>
      </section>
      <a href={basePath} className="btn-secondary self-start">
        بازگشت به صفحه محصول
      </a>
    </main>
  );
}
