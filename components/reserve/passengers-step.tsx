"use client";
// Step two: one row per adult, child and infant with the spec's fields, the extra question, the
// extra items (0/1 per passenger, remaining capacity shared by all rows) and the discount code.
// Unique national ids are checked here (no request), then per session by the server.
import { zodResolver } from "@hookform/resolvers/zod";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import type { ReserveTour } from "@/components/tour-public/types";
import { Input } from "@/components/ui/input";
import { MobileInput } from "@/components/ui/mobile-input";
import { api } from "@/lib/client/api-client";
import * as reservations from "@/lib/client/endpoints/reservations";
import {
  passengerRows,
  reservePath,
  saveDraft,
  sessionOpenFor,
  tourPath,
  type DiscountDraft,
  type PassengerDraft,
  type ReserveDraft,
} from "@/components/reserve/reserve-state";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { BLOOD_GROUPS, isBloodGroupQuestion } from "@/lib/shared/blood-group";
import { DiscountBox } from "./discount-box";
import {
  ALREADY_REGISTERED,
  duplicateNationalIds,
  passengersFormSchema,
  passengerTitle,
  UNIQUE_NATIONAL_ID,
  type PassengersFormInput,
  type PassengersFormOutput,
} from "./passenger-schema";
import { NoDraft, SessionClosed, StepFrame } from "./step-frame";
import { billTokenOf } from "./bill-tokens";
import { UnpaidBookingPanel, type UnpaidBooking } from "./unpaid-booking";
import { needsVehicleStep } from "./vehicle-step";
import { useDraft } from "./use-draft";

// The date picker is only downloaded for tours whose extra question asks for a date.
const ExtraDateInput = dynamic(() => import("./extra-date-input"), {
  ssr: false,
  loading: () => <div className="input" />,
});

export function PassengersStep({ tour, sellerId }: { tour: ReserveTour; sellerId: number | null }) {
  const { draft, ready, update } = useDraft(tour.id);
  const session = tour.sessions.find((s) => s.id === draft?.sessionId);
  if (!ready) return null;
  if (!draft || !session) return <NoDraft leaderId={tour.leaderId} tourId={tour.id} sellerId={sellerId} />;
  if (!sessionOpenFor(draft, session))
    return <SessionClosed leaderId={tour.leaderId} tourId={tour.id} sellerId={sellerId} />;
  return <PassengersForm tour={tour} draft={draft} update={update} withSeatStep={needsVehicleStep(session.vehicles)} />;
}

interface FormProps {
  tour: ReserveTour;
  draft: ReserveDraft;
  update: (change: Partial<ReserveDraft>) => void;
  withSeatStep: boolean;
}

function PassengersForm({ tour, draft, update, withSeatStep }: FormProps) {
  const router = useRouter();
  const rows = useMemo(() => passengerRows(draft), [draft]);
  const question = tour.extraQuestion;
  const bloodGroup = isBloodGroupQuestion(question);
  const [extras, setExtras] = useState<Record<string, number>[]>(() => rows.map((r) => ({ ...r.extraItems })));
  const [discount, setDiscount] = useState<DiscountDraft | null>(draft.discount);
  const [sending, setSending] = useState(false);
  // The buyer's own unpaid booking that holds these passengers, with the mobile it was found by.
  const [unpaid, setUnpaid] = useState<{ booking: UnpaidBooking; mobile: string } | null>(null);
  const seller = draft.sellerId;

  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { errors },
  } = useForm<PassengersFormInput, unknown, PassengersFormOutput>({
    resolver: zodResolver(passengersFormSchema(!!question?.isRequired)),
    defaultValues: {
      passengers: rows.map((r) => ({
        firstName: r.firstName,
        lastName: r.lastName,
        gender: r.gender as "Male",
        nationalId: r.nationalId,
        mobile: r.mobile,
        extraQuestionAnswer: r.extraQuestionAnswer,
      })),
      email: draft.email,
    },
  });

  const remaining = (itemId: number) => {
    const item = tour.extraItems.find((i) => i.id === itemId);
    const taken = extras.reduce((sum, e) => sum + (e[String(itemId)] ?? 0), 0);
    return Math.max(0, (item?.availableCapacity ?? 0) - taken);
  };

  const toggleExtra = (row: number, itemId: number) =>
    setExtras((current) =>
      current.map((e, i) => {
        if (i !== row) return e;
        const on = (e[String(itemId)] ?? 0) > 0;
        return { ...e, [String(itemId)]: on ? 0 : 1 };
      }),
    );

  const keep = (values: PassengersFormInput | PassengersFormOutput): PassengerDraft[] =>
    rows.map((row, i) => ({
      ...row,
      ...values.passengers?.[i],
      gender: (values.passengers?.[i]?.gender ?? "") as PassengerDraft["gender"],
      extraQuestionAnswer: values.passengers?.[i]?.extraQuestionAnswer ?? "",
      extraItems: extras[i] ?? {},
    }));

  // What the traveller types is kept in the tab's draft as they type, so a reload (or a trip back
  // from the receipt step) shows it again instead of empty rows.
  useEffect(() => {
    const persist = (values: PassengersFormInput) =>
      saveDraft({ ...draft, passengers: keep(values), discount, email: values.email ?? "" });
    persist(getValues());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => persist(values as PassengersFormInput), 250);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
    // keep() reads rows and extras: saving again when the extras or the discount change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watch, getValues, draft, extras, discount]);

  const submit = async (values: PassengersFormOutput) => {
    const ids = values.passengers.map((p) => p.nationalId);
    const repeated = duplicateNationalIds(ids);
    if (repeated.length) {
      ids.forEach(
        (id, i) => repeated.includes(id) && setError(`passengers.${i}.nationalId`, { message: UNIQUE_NATIONAL_ID }),
      );
      return void toast.error(UNIQUE_NATIONAL_ID);
    }
    setSending(true);
    setUnpaid(null);
    const buyerMobile = values.passengers[0].mobile;
    try {
      const answer = await api.call(reservations.nationalIdValidationContract, {
        params: { sessionId: draft.sessionId },
        body: { nationalIds: ids, mobile: buyerMobile },
        anonymous: true,
      });
      if (!answer.isValid) {
        if (answer.unpaid) setUnpaid({ booking: answer.unpaid, mobile: buyerMobile });
        const invalid = answer.invalidNationalIds ?? [];
        ids.forEach(
          (id, i) => invalid.includes(id) && setError(`passengers.${i}.nationalId`, { message: ALREADY_REGISTERED }),
        );
        toast.error(ALREADY_REGISTERED);
        return;
      }
      update({ passengers: keep(values), discount, email: values.email });
      router.push(reservePath(tour.leaderId, tour.id, "receipt", seller));
    } catch {
      // Shown by the client.
    } finally {
      setSending(false);
    }
  };

  const counters = { Adult: 0, Child: 0, Infant: 0 };

  return (
    <StepFrame
      title={tour.title}
      leaderId={tour.leaderId}
      tourId={tour.id}
      sellerId={seller}
      current="passengersInfo"
      withSeatStep={withSeatStep}
    >
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4" data-testid="passengers-form">
        {rows.map((row, i) => {
          counters[row.ageGroup] += 1;
          const e = errors.passengers?.[i];
          return (
            <fieldset key={i} className="card space-y-3" data-testid="passenger-row">
              <legend className="sr-only">{passengerTitle(row.ageGroup, counters[row.ageGroup])}</legend>
              <div className="flex items-center justify-between">
                <h2 className="font-bold text-slate-800">{passengerTitle(row.ageGroup, counters[row.ageGroup])}</h2>
                {row.seat !== null && (
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-xs text-brand-700">
                    صندلی {toPersianDigits(row.seat)}
                  </span>
                )}
                {row.ageGroup === "Infant" && <span className="text-xs text-slate-500">بدون صندلی</span>}
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Input
                  label="نام"
                  required
                  maxLength={50}
                  {...register(`passengers.${i}.firstName`)}
                  error={e?.firstName?.message}
                />
                <Input
                  label="نام خانوادگی"
                  required
                  maxLength={50}
                  {...register(`passengers.${i}.lastName`)}
                  error={e?.lastName?.message}
                />
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={`gender-${i}`} className="text-sm font-medium text-slate-700">
                    جنسیت<span className="ms-0.5 text-red-600">*</span>
                  </label>
                  <select
                    id={`gender-${i}`}
                    className={e?.gender ? "input input-error" : "input"}
                    {...register(`passengers.${i}.gender`)}
                  >
                    <option value="">انتخاب کنید</option>
                    <option value="Male">مرد</option>
                    <option value="Female">زن</option>
                  </select>
                  {e?.gender && (
                    <p role="alert" className="text-xs text-red-600">
                      {e.gender.message}
                    </p>
                  )}
                </div>
                <Input
                  label="کد ملی"
                  required
                  dir="ltr"
                  inputMode="numeric"
                  maxLength={10}
                  className="text-left"
                  {...register(`passengers.${i}.nationalId`)}
                  error={e?.nationalId?.message}
                />
                <MobileInput
                  label="موبایل"
                  required
                  {...register(`passengers.${i}.mobile`)}
                  error={e?.mobile?.message}
                />
                {question &&
                  (question.isDateType ? (
                    <div className="flex flex-col gap-1.5">
                      <label htmlFor={`answer-${i}`} className="text-sm font-medium text-slate-700">
                        {question.title}
                        {question.isRequired && <span className="ms-0.5 text-red-600">*</span>}
                      </label>
                      <Controller
                        control={control}
                        name={`passengers.${i}.extraQuestionAnswer`}
                        render={({ field }) => (
                          <ExtraDateInput
                            id={`answer-${i}`}
                            value={field.value ?? ""}
                            onChange={field.onChange}
                            invalid={!!e?.extraQuestionAnswer}
                          />
                        )}
                      />
                      {e?.extraQuestionAnswer && (
                        <p role="alert" className="text-xs text-red-600">
                          {e.extraQuestionAnswer.message}
                        </p>
                      )}
                    </div>
                  ) : bloodGroup ? (
                    <div className="flex flex-col gap-1.5">
                      <label htmlFor={`answer-${i}`} className="text-sm font-medium text-slate-700">
                        {question.title}
                        {question.isRequired && <span className="ms-0.5 text-red-600">*</span>}
                      </label>
                      <select
                        id={`answer-${i}`}
                        className={e?.extraQuestionAnswer ? "input input-error" : "input"}
                        aria-invalid={e?.extraQuestionAnswer ? true : undefined}
                        data-testid="blood-group"
                        {...register(`passengers.${i}.extraQuestionAnswer`)}
                      >
                        <option value="">انتخاب کنید</option>
                        {BLOOD_GROUPS.map((g) => (
                          // Isolated left to right: «O+» in a right-to-left list would read «+O».
                          <option key={g} value={g} dir="ltr">
                            {`\u2066${g}\u2069`}
                          </option>
                        ))}
                      </select>
                      {e?.extraQuestionAnswer && (
                        <p role="alert" className="text-xs text-red-600">
                          {e.extraQuestionAnswer.message}
                        </p>
                      )}
                    </div>
                  ) : (
                    <Input
                      label={question.title}
                      required={question.isRequired}
                      {...register(`passengers.${i}.extraQuestionAnswer`)}
                      error={e?.extraQuestionAnswer?.message}
                    />
                  ))}
              </div>
              {tour.extraItems.length > 0 && (
                <div className="space-y-2 border-t border-slate-100 pt-3">
                  <p className="text-sm font-medium text-slate-700">خدمات اضافه</p>
                  <div className="flex flex-wrap gap-2">
                    {tour.extraItems.map((item) => {
                      const on = (extras[i]?.[String(item.id)] ?? 0) > 0;
                      const left = remaining(item.id);
                      return (
                        <button
                          key={item.id}
                          type="button"
                          aria-pressed={on}
                          disabled={!on && left <= 0}
                          onClick={() => toggleExtra(i, item.id)}
                          data-testid={`extra-${item.id}`}
                          className={`rounded-lg border px-3 py-2 text-start text-xs transition disabled:cursor-not-allowed disabled:opacity-50 ${on ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-700"}`}
                        >
                          <span className="block font-bold">
                            {on ? "✓ " : ""}
                            {item.title}
                          </span>
                          <span className="block">
                            {formatToman(item.price)} · باقی‌مانده: {toPersianDigits(left)}
                          </span>
                        </button>
                      );
                    })}
                  </div>
                </div>
              )}
            </fieldset>
          );
        })}

        <DiscountBox tourId={tour.id} sessionId={draft.sessionId} value={discount} onChange={setDiscount} />

        <section className="card">
          <Input
            label="ایمیل خریدار (اختیاری)"
            dir="ltr"
            type="email"
            className="text-left"
            {...register("email")}
            error={errors.email?.message}
          />
        </section>

        {unpaid && (
          <UnpaidBookingPanel
            unpaid={unpaid.booking}
            buyerMobile={unpaid.mobile}
            paymentToken={
              draft.pending?.billId === unpaid.booking.billId
                ? draft.pending.paymentToken
                : billTokenOf(unpaid.booking.billId)
            }
            onReleased={() => {
              setUnpaid(null);
              if (draft.pending?.billId === unpaid.booking.billId) update({ pending: null });
              void handleSubmit(submit)();
            }}
          />
        )}

        <div className="flex justify-between gap-3">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              update({ passengers: keep(getValues()), discount });
              router.push(
                withSeatStep
                  ? reservePath(tour.leaderId, tour.id, "busSeat", seller)
                  : tourPath(tour.leaderId, tour.id, seller),
              );
            }}
          >
            مرحله قبل
          </button>
          <button type="submit" className="btn-primary" disabled={sending} data-testid="passengers-continue">
            ادامه و مشاهده رسید
          </button>
        </div>
      </form>
    </StepFrame>
  );
}
