"use client";
// Step three: the price breakdown and the payment method, then the reservation call. Online goes
// to the gateway, card-to-card opens the transfer modal, credit pays from the wallet at once; an
// installment sale holds the places the same way and its down payment goes online or from credit. A
// 409 (a seat or a place taken meanwhile) sends the buyer back to the step that must change.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import type { ReserveTour } from "@/components/tour-public/types";
import { VISITOR_KEY } from "@/components/tour-public/visit-source";
import { api, callError } from "@/lib/client/api-client";
import { urlOf } from "@/lib/client/endpoint";
import * as payments from "@/lib/client/endpoints/payments";
import * as reservations from "@/lib/client/endpoints/reservations";
import { useSignedIn } from "@/lib/client/use-signed-in";
import {
  clearDraft,
  type DownPaymentVia,
  reservePath,
  sessionOpenFor,
  tourPath,
  type PaymentMethodChoice,
  type PendingReservation,
  type ReserveDraft,
} from "@/components/reserve/reserve-state";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { C2cModal } from "./c2c-modal";
import { conflictStep } from "./conflict-step";
import { passengerTitle } from "./passenger-title";
import { priceBreakdown } from "./pricing";
import { rememberReceipt } from "./receipt-memory";
import { finalReceiptQuery, TEMPORARY_RESERVATION } from "./reservation-types";
import { NoDraft, SessionClosed, StepFrame } from "./step-frame";
import { needsVehicleStep } from "./vehicle-step";
import { InstallmentChoice, useOfferedPlans } from "./installment-choice";
import { offeredMethods } from "./payment-methods";
import { useDraft } from "./use-draft";
import { rememberBillToken } from "./bill-tokens";
import { CodeText } from "@/components/ui/code-text";

/** `c2cOffered`: a card-to-card card is configured (the server decides; no card, no card-to-card). */
export function ReceiptStep({
  tour,
  sellerId,
  c2cOffered,
}: {
  tour: ReserveTour;
  sellerId: number | null;
  c2cOffered: boolean;
}) {
  const router = useRouter();
  const { draft, ready, update } = useDraft(tour.id);
  const session = tour.sessions.find((s) => s.id === draft?.sessionId);
  const missingPassengers = ready && !!draft && !!session && draft.passengers.length === 0;
  useEffect(() => {
    if (missingPassengers)
      router.replace(reservePath(tour.leaderId, tour.id, "passengersInfo", draft?.sellerId ?? sellerId));
  }, [missingPassengers, router, tour.leaderId, tour.id, draft?.sellerId, sellerId]);
  if (!ready || missingPassengers) return null;
  if (!draft || !session) return <NoDraft leaderId={tour.leaderId} tourId={tour.id} sellerId={sellerId} />;
  if (!sessionOpenFor(draft, session))
    return <SessionClosed leaderId={tour.leaderId} tourId={tour.id} sellerId={sellerId} />;
  return <Receipt tour={tour} draft={draft} update={update} c2cOffered={c2cOffered} />;
}

function Receipt({
  tour,
  draft,
  update,
  c2cOffered,
}: {
  tour: ReserveTour;
  draft: ReserveDraft;
  update: (change: Partial<ReserveDraft>) => void;
  c2cOffered: boolean;
}) {
  const router = useRouter();
  const loggedIn = useSignedIn() === true;
  const session = tour.sessions.find((s) => s.id === draft.sessionId)!;
  const withSeatStep = needsVehicleStep(session.vehicles);
  const vehicle = session.vehicles.find((v) => v.id === draft.vehicleId) ?? null;
  const breakdown = priceBreakdown({
    session,
    vehicleId: draft.vehicleId,
    passengers: draft.passengers,
    extraItems: tour.extraItems,
    discount: draft.discount,
  });
  const plans = useOfferedPlans(tour.id, session.id, breakdown.total).data ?? [];
  const methods = offeredMethods({ loggedIn, c2cOffered, installmentsOffered: plans.length > 0 });
  const [chosen, setMethod] = useState<PaymentMethodChoice>(draft.pending?.paymentMethod ?? "Online");
  const method = methods.some((m) => m.value === chosen) ? chosen : "Online";
  const [chosenPlan, setPlan] = useState<number | null>(null);
  const plan = plans.find((p) => p.id === chosenPlan) ?? plans[0] ?? null;
  const [downVia, setDownVia] = useState<DownPaymentVia>("Online");
  const via = loggedIn ? downVia : "Online";
  const [sending, setSending] = useState(false);
  const [c2cOpen, setC2cOpen] = useState(false);
  const [temporary, setTemporary] = useState<PendingReservation | null>(null);
  const pending = draft.pending;
  const counters = { Adult: 0, Child: 0, Infant: 0 };

  const pay = async (held: PendingReservation, paymentUrl?: string | null) => {
    const way = held.paymentMethod === "Installment" ? (held.downPaymentVia ?? "Online") : held.paymentMethod;
    if (way === "Online") {
      window.location.assign(
        paymentUrl ?? urlOf(payments.paymentBillRedirectContract, { params: { billId: held.billId } }),
      );
      return;
    }
    if (way === "C2C") return setC2cOpen(true);
    const answer = await api.call(payments.creditPurchaseContract, {
      params: { billId: held.billId, paymentId: held.paymentToken },
    });
    if (!answer?.success) return void toast.error("پرداخت از اعتبار انجام نشد");
    clearDraft(tour.id);
    rememberReceipt(held.billId, { trackingId: held.trackingId, mobile: held.mobile });
    router.push(
      reservePath(tour.leaderId, tour.id, "finalReceipt") + finalReceiptQuery({ billId: held.billId, status: "paid" }),
    );
  };

  // A fresh reservation of the same passengers needs their places: the held one is released first
  // (this tab holds its payment token), or it would answer «مسافر قبلا ثبت نام شده است» until it runs out.
  const startOver = async (held: PendingReservation) => {
    try {
      await api.call(reservations.releaseUnpaidBookingContract, {
        params: { billId: held.billId },
        body: { paymentToken: held.paymentToken },
        anonymous: true,
        notify: false,
      });
    } catch {
      // Already paid, reported or gone: the new reservation's own answer says what to do.
    }
    update({ pending: null });
  };

  const reserve = async () => {
    setSending(true);
    try {
      const answer = await api.call(reservations.reserveContract, {
        params: { tourId: tour.id, sessionId: draft.sessionId },
        anonymous: method !== "Credit" && !(method === "Installment" && via === "Credit"),
        body: {
          paymentMethod: method,
          ...(method === "Installment" && plan ? { installmentPlanId: plan.id, downPaymentMethod: via } : {}),
          ...(draft.discount ? { discountCode: draft.discount.code } : {}),
          ...(draft.email ? { email: draft.email } : {}),
          ...(draft.sellerId ? { sellerId: draft.sellerId } : {}),
          ...(visitorUuid() ? { uuid: visitorUuid() } : {}),
          ...(draft.waitlistToken ? { waitlistToken: draft.waitlistToken } : {}),
          passengers: draft.passengers.map((p) => ({
            firstName: p.firstName,
            lastName: p.lastName,
            mobile: p.mobile,
            nationalId: p.nationalId,
            ageGroup: p.ageGroup,
            gender: p.gender,
            ...(draft.vehicleId ? { vehicleId: draft.vehicleId } : {}),
            ...(p.seat !== null && p.ageGroup !== "Infant" ? { seat: p.seat } : {}),
            ...(p.extraQuestionAnswer ? { extraQuestionAnswer: p.extraQuestionAnswer } : {}),
            extraItems: Object.entries(p.extraItems)
              .filter(([, n]) => n > 0)
              .map(([id, number]) => ({ id: Number(id), number })),
          })),
        },
      });
      const held: PendingReservation = {
        billId: answer.billId,
        paymentToken: answer.paymentToken,
        trackingId: answer.trackingId,
        mobile: draft.passengers[0].mobile,
        amount: answer.amount,
        paymentMethod: method,
        ...(method === "Installment" ? { downPaymentVia: via } : {}),
        c2cCard: answer.c2cCard ?? null,
      };
      update({ pending: held });
      rememberBillToken(answer.billId, answer.paymentToken, answer.expiresAt);
      await pay(held, answer.paymentUrl);
    } catch (error) {
      const failure = callError(error, reservations.reserveContract);
      if (failure?.status === 409) {
        const step = conflictStep(failure.codes, draft.seats.length > 0);
        router.push(
          step === "tour"
            ? tourPath(tour.leaderId, tour.id, draft.sellerId)
            : reservePath(tour.leaderId, tour.id, step, draft.sellerId),
        );
      }
    } finally {
      setSending(false);
    }
  };

  const frame = {
    title: tour.title,
    leaderId: tour.leaderId,
    tourId: tour.id,
    sellerId: draft.sellerId,
    current: "receipt",
    withSeatStep,
  } as const;
  if (temporary) {
    return (
      <StepFrame {...frame}>
        <div className="card space-y-3 text-center" data-testid="temporary-reservation">
          <p className="text-lg font-bold text-emerald-700">{TEMPORARY_RESERVATION}</p>
          <p className="text-slate-700">
            کد رهگیری: <CodeText value={temporary.trackingId} testId="tracking-id" /> · موبایل:{" "}
            {toPersianDigits(temporary.mobile)}
          </p>
          <Link href="/tracking" className="btn-secondary">
            پیگیری بلیت
          </Link>
        </div>
      </StepFrame>
    );
  }

  return (
    <StepFrame {...frame}>
      <section className="card space-y-3" data-testid="receipt">
        <h2 className="font-bold text-slate-800">رسید خرید</h2>
        <table className="w-full text-sm">
          <thead className="text-xs text-slate-500">
            <tr className="border-b border-slate-100 text-start">
              <th className="py-2 text-start font-normal">مسافر</th>
              <th className="py-2 text-start font-normal">بلیت</th>
              <th className="py-2 text-start font-normal">وسیله نقلیه</th>
              <th className="py-2 text-start font-normal">خدمات اضافه</th>
              <th className="py-2 text-start font-normal">جمع</th>
            </tr>
          </thead>
          <tbody>
            {breakdown.passengers.map((line) => {
              const p = draft.passengers[line.index];
              counters[p.ageGroup] += 1;
              return (
                <tr key={line.index} className="border-b border-slate-50 align-top">
                  <td className="py-2">
                    <span className="block text-slate-800">
                      {p.firstName} {p.lastName}
                    </span>
                    <span className="block text-xs text-slate-500">
                      {passengerTitle(p.ageGroup, counters[p.ageGroup])}
                      {p.seat !== null && ` · صندلی ${toPersianDigits(p.seat)}`}
                    </span>
                  </td>
                  <td className="py-2">{formatToman(line.ticket)}</td>
                  <td className="py-2">{line.vehicle ? formatToman(line.vehicle) : "—"}</td>
                  <td className="py-2">
                    {line.extras.length
                      ? line.extras.map((x) => `${x.title} (${formatToman(x.price * x.number)})`).join("، ")
                      : "—"}
                  </td>
                  <td className="py-2 font-medium">{formatToman(line.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-600">بلیت‌ها</dt>
            <dd>{formatToman(breakdown.ticketsTotal)}</dd>
          </div>
          {vehicle && (
            <div className="flex justify-between">
              <dt className="text-slate-600">وسیله نقلیه ({vehicle.label})</dt>
              <dd>{formatToman(breakdown.vehicleTotal)}</dd>
            </div>
          )}
          {breakdown.extrasTotal > 0 && (
            <div className="flex justify-between">
              <dt className="text-slate-600">خدمات اضافه</dt>
              <dd>{formatToman(breakdown.extrasTotal)}</dd>
            </div>
          )}
          {draft.discount && (
            <div className="flex justify-between text-emerald-700">
              <dt>تخفیف (کد {draft.discount.code})</dt>
              <dd>− {formatToman(breakdown.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-slate-100 pt-2 text-base font-black">
            <dt>مبلغ قابل پرداخت</dt>
            <dd data-testid="receipt-total">{formatToman(pending?.amount ?? breakdown.total)}</dd>
          </div>
        </dl>
      </section>

      {pending ? (
        <section className="card space-y-3" data-testid="pending-reservation">
          <p className="text-sm text-slate-700">
            رزرو شما با کد رهگیری <CodeText value={pending.trackingId} /> ثبت شده و تا پایان مهلت پرداخت نگه داشته
            می‌شود.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => void pay(pending).catch(() => {})}>
              ادامه پرداخت
            </button>
            <button type="button" className="btn-secondary" onClick={() => void startOver(pending)}>
              ثبت رزرو تازه
            </button>
          </div>
        </section>
      ) : (
        <section className="card space-y-3">
          <h2 className="font-bold text-slate-800">روش پرداخت</h2>
          <div className="grid gap-2 sm:grid-cols-3" data-testid="payment-methods">
            {methods.map((m) => (
              <label
                key={m.value}
                className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="method"
                  className="mt-1 accent-brand-600"
                  checked={method === m.value}
                  onChange={() => setMethod(m.value)}
                />
                <span>
                  <span className="block font-medium text-slate-800">{m.title}</span>
                  <span className="block text-xs text-slate-600">{m.hint}</span>
                </span>
              </label>
            ))}
          </div>
          {method === "Installment" && plan && (
            <InstallmentChoice
              plans={plans}
              planId={plan.id}
              onPlan={setPlan}
              via={via}
              onVia={setDownVia}
              creditOffered={loggedIn}
            />
          )}
          <div className="flex justify-between gap-3">
            <Link
              href={reservePath(tour.leaderId, tour.id, "passengersInfo", draft.sellerId)}
              className="btn-secondary"
            >
              مرحله قبل
            </Link>
            <button
              type="button"
              className="btn-primary"
              onClick={() => void reserve()}
              disabled={sending}
              data-testid="pay"
            >
              {method === "Installment" ? "پرداخت پیش‌پرداخت" : "پرداخت"}
            </button>
          </div>
        </section>
      )}

      {c2cOpen && pending && (
        <C2cModal
          pending={pending}
          onClose={() => setC2cOpen(false)}
          onDone={() => {
            setC2cOpen(false);
            toast.success(TEMPORARY_RESERVATION);
            clearDraft(tour.id);
            setTemporary(pending);
          }}
        />
      )}
    </StepFrame>
  );
}

function visitorUuid(): string | null {
  try {
    return localStorage.getItem(VISITOR_KEY);
  } catch {
    return null;
  }
}
