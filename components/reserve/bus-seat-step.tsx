"use client";
// Step one: the vehicle (none seat-selectable → skipped; one → preselected; several → chosen) and
// one seat per adult and child on its real seat map; infants sit on a lap.
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import type { ReserveTour } from "@/components/tour-public/types";
import { apiClient } from "@/lib/client/api-client";
import { reservePath, seatedCount } from "@/lib/client/reserve-state";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { SeatMap, type SeatsAnswer } from "./seat-map";
import { NoDraft, StepFrame } from "./step-frame";
import { useDraft } from "./use-draft";

export function BusSeatStep({ tour, sellerId }: { tour: ReserveTour; sellerId: number | null }) {
  const router = useRouter();
  const { draft, ready, update } = useDraft(tour.id);
  const session = tour.sessions.find((s) => s.id === draft?.sessionId);
  const choices = session?.vehicles.filter((v) => v.busPassengersCanChooseTheirSeat) ?? [];
  const seller = draft?.sellerId ?? sellerId;
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);

  useEffect(() => {
    if (!draft || !session) return;
    if (!choices.length) {
      update({ vehicleId: null, seats: [] });
      router.replace(reservePath(tour.leaderId, tour.id, "passengersInfo", seller));
      return;
    }
    const kept = choices.find((v) => v.id === draft.vehicleId);
    setVehicleId(kept?.id ?? (choices.length === 1 ? choices[0].id : null));
    if (kept) setSelected(draft.seats);
    // Runs once the draft is read; later changes are the buyer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const seats = useQuery({
    queryKey: ["vehicle-seats", tour.id, vehicleId],
    enabled: vehicleId !== null,
    queryFn: () => apiClient.get<SeatsAnswer>("/api/Tour/{tourId}/vehicle/{vehicleId}/seats", { params: { tourId: tour.id, vehicleId }, anonymous: true }),
    refetchOnMount: "always",
  });

  // A seat taken since it was chosen (the reservation answered 409) must be chosen again.
  useEffect(() => {
    if (!seats.data) return;
    const free = new Set(seats.data.seats.filter((s) => s.state === "free").map((s) => s.seatNumber));
    setSelected((current) => (current.every((s) => free.has(s)) ? current : current.filter((s) => free.has(s))));
  }, [seats.data]);

  if (!ready) return null;
  if (!draft || !session) return <NoDraft leaderId={tour.leaderId} tourId={tour.id} sellerId={sellerId} />;
  const needed = seatedCount(draft.counts);

  const toggle = (seat: number) => {
    setSelected((current) => {
      if (current.includes(seat)) return current.filter((s) => s !== seat);
      if (current.length >= needed) {
        toast.error(`برای ${toPersianDigits(needed)} مسافر ${toPersianDigits(needed)} صندلی انتخاب کنید`, { toastId: "seat-limit" });
        return current;
      }
      return [...current, seat];
    });
  };

  const proceed = () => {
    if (selected.length !== needed) return void toast.error(`${toPersianDigits(needed)} صندلی انتخاب کنید (نوزادان صندلی جدا ندارند)`);
    update({ vehicleId, seats: selected });
    router.push(reservePath(tour.leaderId, tour.id, "passengersInfo", seller));
  };

  return (
    <StepFrame title={tour.title} leaderId={tour.leaderId} tourId={tour.id} sellerId={seller} current="busSeat" withSeatStep>
      {choices.length > 1 && (
        <section className="card space-y-3">
          <h2 className="font-bold text-slate-800">وسیله نقلیه</h2>
          <div className="grid gap-2 sm:grid-cols-2">
            {choices.map((v) => (
              <label key={v.id} className="flex cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="vehicle"
                    className="accent-brand-600"
                    checked={vehicleId === v.id}
                    onChange={() => {
                      setVehicleId(v.id);
                      setSelected([]);
                    }}
                  />
                  {v.typeTitle}
                </span>
                <span className="text-xs text-slate-500">
                  {v.price > 0 ? `+ ${formatToman(v.price)}` : ""} · {toPersianDigits(v.remainingCapacity)} جای خالی
                </span>
              </label>
            ))}
          </div>
        </section>
      )}
      <section className="card space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold text-slate-800">انتخاب صندلی</h2>
          <p className="text-sm text-slate-600" data-testid="seat-count">
            {toPersianDigits(selected.length)} از {toPersianDigits(needed)} صندلی انتخاب شده
            {draft.counts.infant > 0 && " · نوزادان روی پای همراه می‌نشینند"}
          </p>
        </div>
        {vehicleId === null ? (
          <p className="text-sm text-slate-500">ابتدا وسیله نقلیه را انتخاب کنید.</p>
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
