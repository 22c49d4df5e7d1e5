import "server-only";
// GET /api/tour/{tourId}/passengers/export: the report's passengers as an Excel workbook (exceljs),
// one right-to-left sheet per session and vehicle (passengers without a vehicle on a sheet of their own).
import ExcelJS from "exceljs";
import { formatJalaliDate, formatJalaliDateTime } from "@/lib/format";
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
  { header: "مبلغ (تومان)", key: "paid", width: 14 },
  { header: "کد پیگیری", key: "trackingId", width: 12 },
  { header: "تاریخ ثبت", key: "createdAt", width: 18 },
];

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique. */
function sheetName(wanted: string, used: Set<string>) {
  const base = wanted.replace(/[:\\/?*[\]]/g, " ").slice(0, 28);
  let name = base;
  for (let i = 2; used.has(name); i++) name = `${base.slice(0, 25)} ${i}`;
  used.add(name);
  return name;
}

export async function exportTourPassengers(leaderId: number, tourId: number, sessionId?: number): Promise<Response> {
  const report = await listTourPassengers(leaderId, tourId, sessionId);
  const book = new ExcelJS.Workbook();
  book.creator = "Hamsafar";
  const used = new Set<string>();
  for (const session of report.sessions) {
    const groups = [...session.vehicles.map((v) => ({ id: v.id as number | null, title: v.typeTitle })), { id: null, title: "بدون وسیله" }];
    for (const group of groups) {
      const rows = session.passengers.filter((p) => p.vehicleId === group.id);
      if (!rows.length && group.id === null) continue;
      const sheet = book.addWorksheet(sheetName(`${formatJalaliDate(session.startTime)} ${group.title}`, used), { views: [{ rightToLeft: true }] });
      sheet.columns = COLUMNS;
      sheet.getRow(1).font = { bold: true };
      rows.forEach((p, i) =>
        sheet.addRow({
          row: i + 1,
          fullName: p.fullName,
          nationalId: p.nationalId,
          mobile: p.mobile,
          seat: p.seatNumber ?? "",
          extras: p.extraItems.map((e) => `${e.title} × ${e.count}`).join("، "),
          answer: p.extraQuestionAnswer ?? "",
          seller: p.sellerName ?? "",
          method: p.paymentMethodTitle,
          status: p.statusTitle,
          paid: Number(p.paid),
          trackingId: p.trackingId,
          createdAt: formatJalaliDateTime(p.createdAt),
        }),
      );
      sheet.getColumn("paid").numFmt = "#,##0";
    }
  }
  if (!book.worksheets.length) book.addWorksheet("مسافران", { views: [{ rightToLeft: true }] }).columns = COLUMNS;
  const buffer = await book.xlsx.writeBuffer();
  const filename = `passengers-${tourId}.xlsx`;
  return new Response(new Uint8Array(buffer as ArrayBuffer), {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
