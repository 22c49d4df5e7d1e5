import "server-only";
// GET /api/tour/{tourId}/passengers/export: the report's passengers as an Excel workbook (lib/xlsx),
// one right-to-left sheet per session and vehicle (passengers without a vehicle on a sheet of their own;
// sheet names made valid and unique by the writer).
import { formatJalaliDate } from "@/lib/format";
import { xlsxResponse, type XlsxSheet } from "@/lib/xlsx/stream-xlsx";
import { listTourPassengers } from "./list-tour-passengers";

const COLUMNS = [
  { header: "ردیف", key: "row", width: 6 },
  { header: "نام و نام خانوادگی", key: "fullName", width: 24 },
  { header: "کد ملی", key: "nationalId", width: 14 },
  { header: "موبایل", key: "mobile", width: 14 },
  { header: "صندلی", key: "seat", width: 8 },
  { header: "آیتم‌های اضافه", key: "extras", width: 24 },
  { header: "پاسخ سؤال اضافه", key: "answer", width: 20 },
  { header: "فروشنده", key: "seller", width: 16 },
  { header: "روش پرداخت", key: "method", width: 14 },
  { header: "وضعیت", key: "status", width: 18 },
  { header: "مبلغ (تومان)", key: "paid", width: 14, money: true },
  { header: "کد پیگیری", key: "trackingId", width: 12 },
  { header: "تاریخ ثبت", key: "createdAt", width: 18, date: true },
  { header: "زمان سوار شدن", key: "boardedAt", width: 18, date: true },
  { header: "پذیرش توسط", key: "boardedBy", width: 18 },
];

export async function exportTourPassengers(leaderId: number, tourId: number, sessionId?: number): Promise<Response> {
  // Loaded (and access-checked: another leader's tour is a 404) before the answer starts.
  const report = await listTourPassengers(leaderId, tourId, sessionId);
  const sheets: XlsxSheet[] = [];
  for (const session of report.sessions) {
    const groups = [...session.vehicles.map((v) => ({ id: v.id as number | null, title: v.typeTitle })), { id: null, title: "بدون وسیله" }];
    for (const group of groups) {
      const rows = session.passengers.filter((p) => p.vehicleId === group.id);
      if (!rows.length && group.id === null) continue;
      sheets.push({
        name: `${formatJalaliDate(session.startTime)} ${group.title}`,
        columns: COLUMNS,
        batches: [
          rows.map((p, i) => ({
            row: i + 1,
            fullName: p.fullName,
            nationalId: p.nationalId,
            mobile: p.mobile,
            seat: p.seatNumber ?? "",
            extras: p.extraItems.map((e) => `${e.title} × ${e.count}`).join("، "),
            answer: p.extraQuestionAnswer ?? "",
            // As the screen shows it: no seller is the organiser (the tour's leader) selling directly.
            seller: p.sellerName ?? "برگزارکننده",
            method: p.paymentMethodTitle,
            status: p.statusTitle,
            paid: p.paid,
            trackingId: p.trackingId,
            createdAt: p.createdAt,
            boardedAt: p.boardedAt,
            boardedBy: p.boardedByName ?? "",
          })),
        ],
      });
    }
  }
  if (!sheets.length) sheets.push({ name: "مسافران", columns: COLUMNS, batches: [] });
  return xlsxResponse({ filename: `passengers-${tourId}.xlsx`, sheets });
}
