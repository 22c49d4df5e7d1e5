"use client";
// The seat map of each bus of the session with who sits where: a free seat is closed with a click
// (not for sale), a closed one reopened; a taken seat shows its passenger.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { formatDigits } from "@/lib/format";
import { reportApi, type ReportSession, type ReportVehicle } from "./report-api";

function VehicleSeats({
  tourId,
  vehicle,
  session,
}: {
  tourId: number;
  vehicle: ReportVehicle;
  session: ReportSession;
}) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ["tour-report", tourId, "seats", vehicle.id],
    queryFn: () => reportApi.seats(tourId, vehicle.id),
  });
  const toggle = useMutation({
    mutationFn: (seat: number) => reportApi.toggleSeat(tourId, vehicle.id, seat),
    onSuccess: (answer) => {
      toast.success(answer.closed ? "صندلی بسته شد." : "صندلی باز شد.");
      return queryClient.invalidateQueries({ queryKey: ["tour-report", tourId] });
    },
  });
  const sitter = new Map(
    session.passengers
      .filter((p) => p.vehicleId === vehicle.id && p.seatNumber && p.status !== "Cancelled")
      .map((p) => [p.seatNumber!, p]),
  );
  if (!data) return <p className="text-sm text-slate-500">در حال بارگذاری…</p>;
  const states = new Map(data.seats.map((s) => [s.seatNumber, s.state]));
  return (
    <section className="card space-y-3" aria-label={`صندلی‌های ${vehicle.typeTitle}`}>
      <h3 className="text-sm font-bold">{vehicle.typeTitle}</h3>
      <div className="mx-auto w-fit space-y-2" dir="ltr" data-testid={`seat-board-${vehicle.id}`}>
        {data.rows.map((row, r) => (
          <div key={r} className="flex gap-2">
            {row.map((cell, c) => {
              if (cell === null) return <span key={c} className="w-16" aria-hidden />;
              const state = states.get(cell) ?? "free";
              const who = sitter.get(cell);
              const look =
                state === "taken"
                  ? "border-slate-300 bg-slate-200 text-slate-700"
                  : state === "closed"
                    ? "border-red-200 bg-red-100 text-red-600"
                    : "border-slate-300 bg-white hover:border-brand-500";
              return (
                <button
                  key={c}
                  type="button"
                  disabled={state === "taken" || toggle.isPending}
                  onClick={() => toggle.mutate(cell)}
                  title={
                    who
                      ? `${who.fullName} (${who.statusTitle})`
                      : state === "closed"
                        ? "بسته؛ برای باز کردن کلیک کنید"
                        : "آزاد؛ برای بستن کلیک کنید"
                  }
                  aria-label={`صندلی ${formatDigits(cell)} ${who ? who.fullName : state === "closed" ? "بسته" : "آزاد"}`}
                  data-seat={cell}
                  data-state={state}
                  className={`flex h-14 w-16 flex-col items-center justify-center rounded-lg border text-xs ${look}`}
                >
                  <span className="font-bold">{formatDigits(cell)}</span>
                  <span className="w-full truncate px-1 text-[10px]" dir="rtl">
                    {who ? who.lastName : state === "closed" ? "بسته" : ""}
                  </span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <p className="text-center text-xs text-slate-500">
        صندلی آزاد را برای بستن و صندلی بسته را برای باز کردن انتخاب کنید.
      </p>
    </section>
  );
}

export function SeatBoard({ tourId, session }: { tourId: number; session: ReportSession }) {
  const buses = session.vehicles.filter((v) => v.hasSeatMap);
  if (!buses.length) return <p className="card text-sm text-slate-600">وسیله نقلیه این تاریخ نقشه صندلی ندارد.</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {buses.map((v) => (
        <VehicleSeats key={v.id} tourId={tourId} vehicle={v} session={session} />
      ))}
    </div>
  );
}
