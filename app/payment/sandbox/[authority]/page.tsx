// The sandbox gateway's payment page: what the payer would see at a real gateway. Its buttons post
// to /api/payment/sandbox/{authority}, which sends the browser back to the merchant's callback
// with Authority and Status, as Iranian gateways do.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { urlOf } from "@/lib/client/endpoint";
import * as payments from "@/lib/client/endpoints/payments";
import { formatDigits, formatToman } from "@/lib/format";
import { findSandboxPayment } from "@/lib/payments/gateways/sandbox";
import { sandboxEnabled } from "@/lib/payments/gateways/select-gateway";

export const metadata: Metadata = { title: "درگاه پرداخت آزمایشی", robots: { index: false } };
export const dynamic = "force-dynamic";

const STATE_TEXT = {
  Pending: null,
  Paid: "این پرداخت انجام شده است.",
  Verified: "این پرداخت انجام و تایید شده است.",
  Cancelled: "این پرداخت لغو شده است.",
} as const;

export default async function SandboxGatewayPage({ params }: { params: Promise<{ authority: string }> }) {
  const { authority } = await params;
  if (!sandboxEnabled()) notFound();
  const payment = await findSandboxPayment(authority);
  if (!payment) notFound();
  const state = STATE_TEXT[payment.status];
  const action = urlOf(payments.sandboxActionContract, { params: { authority } });

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <section className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg">
        <header className="mb-6 border-b border-slate-200 pb-4 text-center">
          <p className="text-xs font-bold text-amber-700">محیط آزمایشی — پولی جابه‌جا نمی‌شود</p>
          <h1 className="mt-2 text-xl font-black text-slate-800">درگاه پرداخت آزمایشی همسفر</h1>
        </header>
        <dl className="space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">مبلغ قابل پرداخت</dt>
            <dd className="text-lg font-black text-slate-900" data-testid="sandbox-amount">
              {formatToman(payment.amount)}
            </dd>
          </div>
          {payment.description ? (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-500">بابت</dt>
              <dd className="text-slate-800">{payment.description}</dd>
            </div>
          ) : null}
          {payment.mobile ? (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-500">موبایل پرداخت‌کننده</dt>
              <dd className="text-slate-800" dir="ltr">
                {formatDigits(payment.mobile)}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">شناسه پرداخت</dt>
            <dd className="truncate font-mono text-xs text-slate-600" dir="ltr">
              {authority}
            </dd>
          </div>
        </dl>
        {state ? <p className="mt-6 rounded-lg bg-slate-50 p-3 text-center text-sm text-slate-700">{state}</p> : null}
        <form method="post" action={action} className="mt-6 grid grid-cols-2 gap-3">
          <button
            type="submit"
            name="action"
            value="pay"
            className="rounded-xl bg-emerald-600 px-4 py-3 font-bold text-white hover:bg-emerald-700"
          >
            پرداخت موفق
          </button>
          <button
            type="submit"
            name="action"
            value="cancel"
            className="rounded-xl border border-slate-300 px-4 py-3 font-bold text-slate-700 hover:bg-slate-50"
          >
            انصراف
          </button>
        </form>
      </section>
    </main>
  );
}
