"use client";
// /dashboard/tour/passenger?tourId&sessionId[&passengerId]: add an offline passenger (paid to the
// leader outside the platform), or edit one (offline: everything; online: details, vehicle and seat,
// never the price). Place, seat and extra items are claimed by the server under the sale's guards;
// a taken seat comes back as the Persian 409 toast. After saving the page goes back one step.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { Button, FormField, Input, MobileInput, MoneyInput, NumberInput } from "@/components/ui";
import { formatDigits, formatJalaliDate, formatToman } from "@/lib/format";
import { reportApi, type ReportPassenger, type TourReport } from "./report-api";

const NOT_FOUND = "تور یا مسافر یافت نشد.";

interface FormState {
  firstName: string;
  lastName: string;
  gender: "Male" | "Female";
  nationalId: string;
  mobile: string;
  email: string;
  phone: string;
  description: string;
  totalPay: number | null;
  paymentMethod: "Offline" | "OfflinePlusCommission";
  sessionId: number;
  vehicleId: number | null;
  seat: number | null;
  extras: Record<number, number>;
}

function initialState(report: TourReport, sessionId: number, p: ReportPassenger | undefined): FormState {
  const session = report.sessions.find((s) => s.id === sessionId) ?? report.sessions[0];
  return {
    firstName: p?.firstName ?? "",
    lastName: p?.lastName ?? "",
    gender: p?.gender ?? "Male",
    nationalId: p?.nationalId ?? "",
    mobile: p?.mobile ?? "",
    email: p?.email ?? "",
    phone: p?.phone ?? "",
    description: p?.description ?? "",
    totalPay: p ? p.paid : null,
    paymentMethod: p?.paymentMethod === "OfflinePlusCommission" ? "OfflinePlusCommission" : "Offline",
    sessionId: session?.id ?? 0,
    vehicleId: p ? p.vehicleId : session?.vehicles.length === 1 ? session.vehicles[0].id : null,
    seat: p?.seatNumber ?? null,
    extras: Object.fromEntries(
      (p?.extraItems ?? []).filter((e) => e.extraItemId).map((e) => [e.extraItemId!, e.count]),
    ),
  };
}

function SeatPicker({
  tourId,
  vehicleId,
  value,
  own,
  onChange,
}: {
  tourId: number;
  vehicleId: number;
  value: number | null;
  own: number | null;
  onChange: (seat: number | null) => void;
}) {
  const { data } = useQuery({
    queryKey: ["tour-report", tourId, "seats", vehicleId],
    queryFn: () => reportApi.seats(tourId, vehicleId),
  });
  if (!data || !data.seats.length) return null;
  const free = data.seats.filter((s) => s.state === "free" || s.seatNumber === own);
  return (
    <FormField label="صندلی" htmlFor="passenger-seat">
      <select
        id="passenger-seat"
        className="input"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">بدون صندلی</option>
        {free.map((s) => (
          <option key={s.seatNumber} value={s.seatNumber}>
            صندلی {formatDigits(s.seatNumber)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function PassengerForm() {
  const params = useSearchParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  const tourId = Number(params.get("tourId"));
  const passengerId = params.get("passengerId") ? Number(params.get("passengerId")) : null;
  const valid = Number.isInteger(tourId) && tourId > 0;
  const { data: report, isError } = useQuery({
    queryKey: ["tour-report", tourId, "passengers"],
    queryFn: () => reportApi.passengers(tourId),
    enabled: valid,
  });
  const passenger = report?.sessions.flatMap((s) => s.passengers).find((p) => p.id === passengerId);
  const [form, setForm] = useState<FormState | null>(null);

  useEffect(() => {
    if (!valid || isError || (report && passengerId && !passenger)) toast.error(NOT_FOUND);
  }, [valid, isError, report, passengerId, passenger]);
  useEffect(() => {
    if (report && !form && (!passengerId || passenger))
      setForm(initialState(report, Number(params.get("sessionId")), passenger));
  }, [report, form, passengerId, passenger, params]);

  const online = !!passenger && !passenger.isOffline;
  const save = useMutation({
    mutationFn: async (f: FormState) => {
      if (online) {
        return reportApi.updateOnline(tourId, passenger!.id, {
          firstName: f.firstName,
          lastName: f.lastName,
          mobile: f.mobile,
          nationalId: f.nationalId,
          email: f.email,
          phone: f.phone,
          vehicleId: f.vehicleId,
          seatNumber: f.seat,
          description: f.description,
        });
      }
      const body = {
        name: f.firstName,
        lastName: f.lastName,
        gender: f.gender,
        nationalId: f.nationalId,
        mobile: f.mobile,
        totalPay: f.totalPay ?? 0,
        paymentMethod: f.paymentMethod,
        sessionId: f.sessionId,
        vehicleId: f.vehicleId,
        seat: f.seat,
        description: f.description,
        email: f.email,
        phone: f.phone,
        extraItems: Object.entries(f.extras)
          .map(([id, count]) => ({ extraItemId: Number(id), count }))
          .filter((e) => e.count > 0),
      };
      return passenger ? reportApi.updateOffline(tourId, passenger.id, body) : reportApi.addOffline(tourId, body);
    },
    onSuccess: async () => {
      toast.success(passenger ? "مسافر ویرایش شد." : "مسافر اضافه شد.");
      await queryClient.invalidateQueries({ queryKey: ["tour-report", tourId] });
      router.back();
    },
  });

  if (!valid || isError || (report && passengerId && !passenger))
    return <p className="card text-sm text-red-600">{NOT_FOUND}</p>;
  if (!report || !form) return <p className="card text-sm text-slate-500">در حال بارگذاری…</p>;
  const session = report.sessions.find((s) => s.id === form.sessionId);
  const set = (patch: Partial<FormState>) => setForm({ ...form, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form);
  };

  return (
    <form onSubmit={submit} className="card mx-auto max-w-3xl space-y-4" aria-label="فرم مسافر">
      <DashboardPageHeader title={passenger ? "ویرایش مسافر" : "افزودن مسافر آفلاین"} back />
      <h2 className="text-lg font-bold">
        {passenger ? (online ? "ویرایش مسافر آنلاین" : "ویرایش مسافر آفلاین") : "افزودن مسافر آفلاین"} · {report.title}
      </h2>
      {online && (
        <p className="text-xs text-slate-500">مبلغ پرداخت‌شده ({formatToman(passenger!.paid)}) تغییر نمی‌کند.</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="نام"
          required
          value={form.firstName}
          onChange={(e) => set({ firstName: e.target.value })}
          name="firstName"
        />
        <Input
          label="نام خانوادگی"
          required
          value={form.lastName}
          onChange={(e) => set({ lastName: e.target.value })}
          name="lastName"
        />
        {!online && (
          <FormField label="جنسیت" htmlFor="passenger-gender" required>
            <select
              id="passenger-gender"
              className="input"
              value={form.gender}
              onChange={(e) => set({ gender: e.target.value as FormState["gender"] })}
            >
              <option value="Male">مرد</option>
              <option value="Female">زن</option>
            </select>
          </FormField>
        )}
        <Input
          label="کد ملی"
          required
          inputMode="numeric"
          maxLength={10}
          value={form.nationalId}
          onChange={(e) => set({ nationalId: e.target.value })}
          name="nationalId"
        />
        <MobileInput
          label="موبایل"
          required
          value={form.mobile}
          onChange={(e) => set({ mobile: e.target.value })}
          name="mobile"
        />
        <Input
          label="ایمیل"
          type="email"
          dir="ltr"
          value={form.email}
          onChange={(e) => set({ email: e.target.value })}
          name="email"
        />
        <Input
          label="تلفن"
          dir="ltr"
          value={form.phone}
          onChange={(e) => set({ phone: e.target.value })}
          name="phone"
        />
        {!online && (
          <>
            <MoneyInput
              label="مبلغ پرداختی (تومان)"
              min={-1}
              value={form.totalPay}
              onChange={(v) => set({ totalPay: v })}
              name="totalPay"
            />
            <FormField label="نوع پرداخت" htmlFor="passenger-method">
              <select
                id="passenger-method"
                className="input"
                value={form.paymentMethod}
                onChange={(e) => set({ paymentMethod: e.target.value as FormState["paymentMethod"] })}
              >
                <option value="Offline">نقدی / کارت (بدون کارمزد پلتفرم)</option>
                <option value="OfflinePlusCommission">با کسر کارمزد پلتفرم از کیف پول</option>
              </select>
            </FormField>
            <FormField label="تاریخ تور" htmlFor="passenger-session" required>
              <select
                id="passenger-session"
                className="input"
                value={form.sessionId}
                onChange={(e) => {
                  const next = report.sessions.find((s) => s.id === Number(e.target.value));
                  set({
                    sessionId: Number(e.target.value),
                    vehicleId: next?.vehicles.length === 1 ? next.vehicles[0].id : null,
                    seat: null,
                  });
                }}
              >
                {report.sessions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {formatJalaliDate(s.startTime)} ({formatDigits(s.placesLeft)} جای خالی)
                  </option>
                ))}
              </select>
            </FormField>
          </>
        )}
        {session && session.vehicles.length > 0 && (
          <FormField label="وسیله نقلیه" htmlFor="passenger-vehicle">
            <select
              id="passenger-vehicle"
              className="input"
              value={form.vehicleId ?? ""}
              onChange={(e) => set({ vehicleId: e.target.value ? Number(e.target.value) : null, seat: null })}
            >
              <option value="">بدون وسیله نقلیه</option>
              {session.vehicles.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.typeTitle}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {form.vehicleId && session?.vehicles.find((v) => v.id === form.vehicleId)?.hasSeatMap && (
          <SeatPicker
            tourId={tourId}
            vehicleId={form.vehicleId}
            value={form.seat}
            own={passenger?.vehicleId === form.vehicleId ? (passenger?.seatNumber ?? null) : null}
            onChange={(seat) => set({ seat })}
          />
        )}
      </div>
      {!online && report.extraItems.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">آیتم‌های اضافه</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {report.extraItems.map((item) => (
              <NumberInput
                key={item.id}
                label={`${item.title} (${formatDigits(Math.max(0, item.capacity - item.soldCount))} باقی‌مانده)`}
                value={form.extras[item.id] ?? 0}
                onChange={(v: number | null) => set({ extras: { ...form.extras, [item.id]: v ?? 0 } })}
                min={0}
              />
            ))}
          </div>
        </fieldset>
      )}
      <FormField label="توضیحات" htmlFor="passenger-description">
        <textarea
          id="passenger-description"
          className="input min-h-20"
          maxLength={500}
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          {passenger ? "ذخیره تغییرات" : "افزودن مسافر"}
        </Button>
        <Button type="button" variant="secondary" onClick={() => router.back()}>
          انصراف
        </Button>
      </div>
    </form>
  );
}
