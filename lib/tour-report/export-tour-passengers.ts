import "server-only";
// GET /api/tour/{tourId}/passengers/export: the report's passengers as an Excel workbook (lib/xlsx),
// one right-to-left sheet per session and vehicle (passengers without a vehicle on a sheet of their own;
// sheet names made valid and unique by the writer).
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
  { header: "تاریخ ثبت", width: 18, date: true, value: ({ p }) => p.createdAt },
  { header: "زمان سوار شدن", width: 18, date: true, value: ({ p }) => p.boardedAt },
  { header: "پذیرش توسط", width: 18, value: ({ p }) => p.boardedByName ?? "" },
]);

export async function exportTourPassengers(leaderId: number, tourId: number, sessionId?: number): Promise<Response> {
  // Loaded (and access-checked: another leader's tour is a 404) before the answer starts.
  const report = await listTourPassengers(leaderId, tourId, sessionId);
  const sheets: XlsxSheet[] = [];
  for (const session of report.sessions) {
    const groups = [
      ...session.vehicles.map((v) => ({ id: v.id as number | null, title: v.typeTitle })),
      { id: null, title: "بدون وسیله" },
    ];
    for (const group of groups) {
      const rows = session.passengers.filter((p) => p.vehicleId === group.id);
      if (!rows.length && group.id === null) continue;
      sheets.push({
        name: `${formatJalaliDate(session.startTime)} ${group.title}`,
        columns: COLUMNS.columns,
        batches: [rows.map((p, i) => COLUMNS.cells({ p, row: i + 1 }))],
      });
    }
  }
  if (!sheets.length) sheets.push({ name: "مسافران", columns: COLUMNS.columns, batches: [] });
  return xlsxResponse({ filename: `passengers-${tourId}.xlsx`, sheets });
}
