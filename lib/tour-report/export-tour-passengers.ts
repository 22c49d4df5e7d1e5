import "server-only";
// GET /api/tour/{tourId}/passengers/export: the report's passengers as an Excel workbook (lib/xlsx),
// one right-to-left sheet per session and vehicle (passengers without a vehicle on a sheet of their own;
// sheet names made valid and unique by the writer). Only the tour's sessions and vehicles (and which sessions have
// passengers without a vehicle) are read before the answer starts, with the access check; each session's passengers
// are read when its first sheet is written and dropped after its last, so the first byte does not wait for the whole
// report (2 s for 5,000 passengers, issue 33) and the memory holds one session's passengers, not the tour's.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { formatJalaliDate } from "@/lib/format";
import { exportColumns } from "@/lib/xlsx/export-columns";
import { xlsxResponse, type XlsxSheet } from "@/lib/xlsx/stream-xlsx";
import { listTourPassengers } from "./list-tour-passengers";

type Passenger = Awaited<ReturnType<typeof listTourPassengers>>["sessions"][number]["passengers"][number];

const COLUMNS = exportColumns<{ p: Passenger; row: number }>([
  { header: "ردیف", width: 6, value: ({ row }) => row },
  { header: "نام و نام خانوادگی", width: 24, value: ({ p }) => p.fullName },
  { header: "کد ملی", width: 14, value: ({ p }) => p.nationalId },
  { header: "موبایل", width: 14, value: ({ p }) => p.mobile },
  { header: "صندلی", width: 8, value: ({ p }) => p.seatNumber ?? "" },
  {
    header: "آیتم‌های اضافه",
    width: 24,
    value: ({ p }) => p.extraItems.map((e) => `${e.title} × ${e.count}`).join("، "),
  },
  { header: "پاسخ سؤال اضافه", width: 20, value: ({ p }) => p.extraQuestionAnswer ?? "" },
  // As the screen shows it: no seller is the organiser (the tour's leader) selling directly.
  { header: "فروشنده", width: 16, value: ({ p }) => p.sellerName ?? "برگزارکننده" },
  { header: "روش پرداخت", width: 14, value: ({ p }) => p.paymentMethodTitle },
  { header: "وضعیت", width: 18, value: ({ p }) => p.statusTitle },
  { header: "مبلغ (تومان)", width: 14, money: true, value: ({ p }) => p.paid },
  { header: "کد پیگیری", width: 12, value: ({ p }) => p.trackingId },
  { header: "تاریخ ثبت", width: 18, date: true, value: ({ p }) => new Date(p.createdAt) },
  { header: "زمان سوار شدن", width: 18, date: true, value: ({ p }) => p.boardedAt && new Date(p.boardedAt) },
  { header: "پذیرش توسط", width: 18, value: ({ p }) => p.boardedByName ?? "" },
]);

export async function exportTourPassengers(leaderId: number, tourId: number, sessionId?: number): Promise<Response> {
  // The sessions and vehicles (and the access check: another leader's tour is a 404) before the answer starts.
  const report = await listTourPassengers(leaderId, tourId, sessionId, { withPassengers: false });
  const sessionIds = report.sessions.map((s) => s.id);
  // The sheet list is written first: which sessions have a passenger of the report without a vehicle (its filter).
  const unseated = new Set(
    (
      await prisma.$queryRaw<{ sessionId: number }[]>`
        select distinct p."sessionId" from "Passenger" p join "Reservation" r on r.id = p."reservationId"
        where p."sessionId" in (${Prisma.join(sessionIds.length ? sessionIds : [0])}) and r."tourId" = ${tourId}
          and p."vehicleId" is null and (p."activeNationalKey" is not null or (p.status = 'Cancelled' and p."refundId" is not null))`
    ).map((r) => r.sessionId),
  );
  const sheets: XlsxSheet[] = [];
  for (const session of report.sessions) {
    let held: Promise<Passenger[]> | undefined;
    const passengersOf = () =>
      (held ??= listTourPassengers(leaderId, tourId, session.id).then((r) => r.sessions[0]?.passengers ?? []));
    const groups = [
      ...session.vehicles.map((v) => ({ id: v.id as number | null, title: v.typeTitle })),
      ...(unseated.has(session.id) ? [{ id: null, title: "بدون وسیله" }] : []),
    ];
    for (const [g, group] of groups.entries()) {
      const last = g === groups.length - 1;
      sheets.push({
        name: `${formatJalaliDate(session.startTime)} ${group.title}`,
        columns: COLUMNS.columns,
        batches: (async function* () {
          const rows = (await passengersOf()).filter((p) => p.vehicleId === group.id);
          if (last) held = undefined; // the session's last sheet: its passengers are not needed again
          yield rows.map((p, i) => COLUMNS.cells({ p, row: i + 1 }));
        })(),
      });
    }
  }
  if (!sheets.length) sheets.push({ name: "مسافران", columns: COLUMNS.columns, batches: [] });
  return xlsxResponse({ filename: `passengers-${tourId}.xlsx`, sheets });
}
