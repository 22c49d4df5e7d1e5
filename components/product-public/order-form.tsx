"use client";
// /{leaderId}/product/{productId}/reserve: the buyer's details, the count and the payment method.
// Online goes to the gateway (which returns to the receipt); card to card shows the card and takes
// the transfer's reference code, then the receipt.
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { C2cModal } from "@/components/reserve/c2c-modal";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MobileInput } from "@/components/ui/mobile-input";
import { NumberInput } from "@/components/ui/number-input";
import { api } from "@/lib/client/api-client";
import * as products from "@/lib/client/endpoints/products";
import type { PendingReservation } from "@/components/reserve/reserve-state";
import { toLatinDigits, toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import type { PublicProduct } from "./types";
import { rememberReceipt } from "@/components/reserve/receipt-memory";
import { focusFirstInvalid } from "@/lib/client/focus-first-invalid";

const stockMessage = (left: number) => `فقط ${toPersianDigits(left)} عدد باقی مانده است`;

type Field = "firstName" | "lastName" | "mobile" | "nationalId" | "orderCount";

/** `c2cOffered`: a card-to-card card is configured (the server decides; no card, no card-to-card). */
export function ProductOrderForm({
  product,
  basePath,
  c2cOffered,
}: {
  product: PublicProduct;
  basePath: string;
  c2cOffered: boolean;
}) {
  const router = useRouter();
  const [form, setForm] = useState({ firstName: "", lastName: "", mobile: "", nationalId: "", phone: "", answer: "" });
  const [count, setCount] = useState<number | null>(1);
  const methods = c2cOffered ? (["Online", "C2C"] as const) : (["Online"] as const);
  const [chosen, setMethod] = useState<"Online" | "C2C">("Online");
  const method = c2cOffered ? chosen : "Online";
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLElement>(null);
  const [pending, setPending] = useState<PendingReservation | null>(null);
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));
  // The receipt's address carries the bill and the outcome only; this tab remembers what opens it.
  const receipt = (held: PendingReservation, status: string) => {
    rememberReceipt(held.billId, { trackingId: held.trackingId, mobile: held.mobile });
    return `${basePath}/reserve/receipt?billId=${encodeURIComponent(held.billId)}&status=${status}`;
  };

  const submit = async () => {
    const found: Partial<Record<Field, string>> = {};
    if (!form.firstName.trim()) found.firstName = "نام را وارد کنید";
    if (!form.lastName.trim()) found.lastName = "نام خانوادگی را وارد کنید";
    if (!/^09\d{9}$/.test(toLatinDigits(form.mobile).trim())) found.mobile = "شماره موبایل معتبر نیست";
    if (!/^\d{10}$/.test(toLatinDigits(form.nationalId).trim())) found.nationalId = "کد ملی باید ۱۰ رقم باشد";
    if (!count || count < 1) found.orderCount = "تعداد باید حداقل ۱ باشد";
    else if (count > product.availableCount) found.orderCount = stockMessage(product.availableCount);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
    setSending(true);
    try {
      const mobile = toLatinDigits(form.mobile).trim();
      const answer = await api.call(products.orderProductContract, {
        params: { productId: product.id },
        anonymous: true,
        body: {
          firstName: form.firstName,
          lastName: form.lastName,
          mobile,
          nationalId: toLatinDigits(form.nationalId).trim(),
          phone: form.phone || undefined,
          orderCount: count,
          paymentMethod: method,
          extraQuestionAnswer: form.answer || undefined,
        },
      });
      if (answer.paymentUrl) return void window.location.assign(answer.paymentUrl);
      setPending({
        billId: answer.billId,
        paymentToken: answer.paymentToken,
        trackingId: answer.trackingId,
        mobile,
        amount: answer.amount,
        paymentMethod: "C2C",
        c2cCard: answer.c2cCard,
      });
    } catch {
      // Shown by the client.
    } finally {
      setSending(false);
    }
  };

  return (
    <main ref={formRef} className="mx-auto flex max-w-2xl flex-col gap-4 p-4" dir="rtl">
      <h1 className="text-xl font-bold">سفارش «{product.title}»</h1>
      <section className="card grid grid-cols-1 gap-3 p-4 sm:grid-cols-2" aria-label="مشخصات خریدار">
        <Input
          id="order-first"
          label="نام"
          required
          value={form.firstName}
          error={errors.firstName}
          maxLength={50}
          onChange={(e) => set("firstName", e.target.value)}
        />
        <Input
          id="order-last"
          label="نام خانوادگی"
          required
          value={form.lastName}
          error={errors.lastName}
          maxLength={50}
          onChange={(e) => set("lastName", e.target.value)}
        />
        <MobileInput
          id="order-mobile"
          label="موبایل"
          required
          value={form.mobile}
          error={errors.mobile}
          onChange={(e) => set("mobile", e.target.value)}
        />
        <Input
          id="order-national"
          label="کد ملی"
          required
          inputMode="numeric"
          dir="ltr"
          value={form.nationalId}
          error={errors.nationalId}
          maxLength={10}
          onChange={(e) => set("nationalId", e.target.value)}
        />
        <Input
          id="order-phone"
          label="تلفن"
          dir="ltr"
          value={form.phone}
          maxLength={20}
          onChange={(e) => set("phone", e.target.value)}
        />
        <NumberInput
          id="order-count"
          label="تعداد"
          required
          value={count}
          error={errors.orderCount}
          max={product.availableCount}
          maxMessage={stockMessage(product.availableCount)}
          onChange={setCount}
        />
        {product.extraQuestion && (
          <Input
            id="order-answer"
            label={product.extraQuestion}
            type={product.isExtraQuestionDate ? "date" : "text"}
            value={form.answer}
            maxLength={500}
            onChange={(e) => set("answer", e.target.value)}
            containerClassName="sm:col-span-2"
          />
        )}
        <FormField label="روش پرداخت" className="sm:col-span-2">
          <div className="flex gap-4 text-sm" data-testid="payment-methods">
            {methods.map((m) => (
              <label key={m} className="flex items-center gap-2">
                <input type="radio" name="payment" checked={method === m} onChange={() => setMethod(m)} />
                {m === "Online" ? "پرداخت آنلاین" : "کارت به کارت"}
              </label>
            ))}
          </div>
        </FormField>
      </section>
      <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
        <span>
          مبلغ قابل پرداخت: <strong data-testid="order-amount">{formatToman((count ?? 0) * product.price)}</strong>
        </span>
        <Button loading={sending} onClick={() => void submit()} className="min-w-40">
          پرداخت
        </Button>
      </div>
      {pending && (
        <C2cModal
          pending={pending}
          onClose={() => setPending(null)}
          onDone={() => router.push(receipt(pending, "pending"))}
        />
      )}
    </main>
  );
}
