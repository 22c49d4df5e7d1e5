"use client";
// Step one: the vehicle (nothing to choose → skipped; one → preselected; several → chosen) and,
// in a vehicle with a seat map open to passengers, one seat per adult and child on the real map;
// infants sit on a lap.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import type { ReserveTour } from "@/components/tour-public/types";
import { api } from "@/lib/client/api-client";
import * as tours from "@/lib/client/endpoints/tours";
import { useLoad } from "@/lib/client/use-load";
import { reservePath, seatedCount, sessionOpenFor } from "@/components/reserve/reserve-state";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { SeatMap } from "./seat-map";
import { NoDraft, SessionClosed, StepFrame } from "./step-frame";
import { useDraft } from "./use-draft";
import { needsVehicleStep, seatSelectable } from "./vehicle-step";

export function BusSeatStep({ tour, sellerId }: { tour: ReserveTour; sellerId: number | null }) {
  const router = useRouter();
  const { draft, ready, update } = useDraft(tour.id);
  const session = tour.sessions.find((s) => s.id === draft?.sessionId);
  const vehicles = session?.vehicles ?? [];
  const seller = draft?.sellerId ?? sellerId;
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const vehicle = vehicles.find((v) => v.id === vehicleId) ?? null;
  const withSeats = !!vehicle && seatSelectable(vehicle);

  useEffect(() => {
    if (!draft || !session) return;
    if (!needsVehicleStep(vehicles)) {
      update({ vehicleId: null, seats: [] });
      router.replace(reservePath(tour.leaderId, tour.id, "passengersInfo", seller));
      return;
    }
    const kept = vehicles.find((v) => v.id === draft.vehicleId);
    setVehicleId(kept?.id ?? (vehicles.length === 1 ? vehicles[0].id : null));
    if (kept) setSelected(draft.seats);
    // Runs once the draft is read; later changes are the buyer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const seats = useLoad(withSeats ? `${tour.id}:${vehicleId}` : null, (signal) =>
    api.call(tours.vehicleSeatsContract, { params: { tourId: tour.id, vehicleId }, anonymous: true, signal }),
  );

  // A seat taken since it was chosen (the reservation answered 409) must be chosen again.
  useEffect(() => {
    if (!seats.data) return;
    const free = new Set(seats.data.seats.filter((s) => s.state === "free").map((s) => s.seatNumber));
    setSelected((current) => (current.every((s) => free.has(s)) ? current : current.filter((s) => free.has(s))));
  }, [seats.data]);

  if (!ready) return null;
  if (!draft || !session) return <NoDraft leaderId={tour.leaderId} tourId={tour.id} sellerId={sellerId} />;
  if (!sessionOpenFor(draft, session))
    return <SessionClosed leaderId={tour.leaderId} tourId={tour.id} sellerId={sellerId} />;
  const needed = seatedCount(draft.counts);

  const toggle = (seat: number) => {
    setSelected((current) => {
      if (current.includes(seat)) return current.filter((s) => s !== seat);
      if (current.length >= needed) {
        toast.error(`برای ${toPersianDigits(needed)} مسافر ${toPersianDigits(needed)} صندلی انتخاب کنید`, {
          toastId: "seat-limit",
        });
        return current;
      }
      return [...current, seat];
    });
  };

  const proceed = () => {
    if (!vehicle) return void toast.error("وسیله نقلیه را انتخاب کنید");
    if (withSeats && selected.length !== needed)
      return void toast.error(`${toPersianDigits(needed)} صندلی انتخاب کنید (نوزادان صندلی جدا ندارند)`);
    if (!withSeats && vehicle.remainingCapacity < needed)
      return void toast.error("ظرفیت وسیله نقلیه انتخاب‌شده کافی نیست");
    update({ vehicleId: vehicle.id, seats: withSeats ? selected : [] });
    router.push(reservePath(tour.leaderId, tour.id, "passengersInfo", seller));
  };

  return (
    <StepFrame
      title={tour.title}
      leaderId={tour.leaderId}
      tourId={tour.id}
      sellerId={seller}
      current="busSeat"
      withSeatStep
    >
      {vehicles.length > 1 && (
        <section className="card space-y-3">
          <h2 className="font-bold text-slate-800">وسیله نقلیه</h2>
          <div className="grid gap-2 sm:grid-cols-2">
            {vehicles.map((v) => (
              <label
                key={v.id}
                className="flex cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="vehicle"
                    className="accent-brand-600"
                    checked={vehicleId === v.id}
                    disabled={v.remainingCapacity < (seatSelectable(v) ? 1 : needed)}
                    onChange={() => {
                      setVehicleId(v.id);
                      setSelected([]);
                    }}
                  />
                  {v.label}
                </span>
                <span className="text-xs text-slate-600">
                  {v.price > 0 ? `+ ${formatToman(v.price)} · ` : ""}
                  {toPersianDigits(v.remainingCapacity)} جای خالی
                </span>
              </label>
            ))}
          </div>
        </section>
      )}
      <section className="card space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold text-slate-800">{withSeats ? "انتخاب صندلی" : "جای مسافران"}</h2>
          {withSeats && (
            <p className="text-sm text-slate-600" data-testid="seat-count">
              {toPersianDigits(selected.length)} از {toPersianDigits(needed)} صندلی انتخاب شده
              {draft.counts.infant > 0 && " · نوزادان روی پای همراه می‌نشینند"}
            </p>
          )}
        </div>
        {!vehicle ? (
          <p className="text-sm text-slate-500">ابتدا وسیله نقلیه را انتخاب کنید.</p>
        ) : !withSeats ? (
          <p className="text-sm text-slate-600">در {vehicle.label} جای مسافران را برگزارکننده تعیین می‌کند.</p>
        ) : seats.isLoading ? (
          <p className="text-sm text-slate-500">در حال بارگذاری نقشه صندلی‌ها…</p>
        ) : seats.data ? (
          <SeatMap answer={seats.data} selected={selected} onToggle={toggle} />
        ) : (
          <button type="button" className="btn-secondary" onClick={() => void seats.refetch()}>
            تلاش دوباره
          </button>
        )}
      </section>
      <div className="flex justify-end">
        <button type="button" className="btn-primary" onClick={proceed} data-testid="seats-continue">
          ادامه
        </button>
      </div>
    </StepFrame>
  );
}
