// The printable passenger list: A4, right to left, one page per vehicle of each session (passengers
// without a vehicle on a page of their own). Rendered on the server from the report's data.
import { formatDigits, formatJalaliDate } from "@/lib/format";
import type { ReportPassenger } from "./report-api";

interface PrintableReport {
  title: string;
  extraQuestionTitle: string | null;
  sessions: {
    id: number;
    startTime: Date | string;
    vehicles: { id: number; typeTitle: string }[];
    passengers: Pick<
      ReportPassenger,
      | "id"
      | "vehicleId"
      | "status"
      | "fullName"
      | "nationalId"
      | "mobile"
      | "seatNumber"
      | "extraItems"
      | "extraQuestionAnswer"
    >[];
  }[];
}

// The dashboard's sidebar and header stay off paper; each sheet starts a new page.
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  body * { visibility: hidden; }
  [data-print-root], [data-print-root] * { visibility: visible; }
  [data-print-root] { position: absolute; inset: 0; }
  .print-sheet { break-after: page; box-shadow: none !important; border: 0 !important; }
  .print-sheet:last-child { break-after: auto; }
}`;

export function PrintSheets({ report }: { report: PrintableReport }) {
  const sheets = report.sessions.flatMap((session) =>
    [
      ...session.vehicles.map((v) => ({ id: v.id as number | null, title: v.typeTitle })),
      { id: null, title: "بدون وسیله نقلیه" },
    ]
      .map((g) => ({
        session,
        group: g,
        rows: session.passengers.filter((p) => p.vehicleId === g.id && p.status !== "Cancelled"),
      }))
      .filter((s) => s.rows.length || s.group.id !== null),
  );
  return (
    <div data-print-root dir="rtl" className="space-y-6">
      <style>{PRINT_CSS}</style>
      {sheets.map(({ session, group, rows }) => (
        <section
          key={`${session.id}-${group.id}`}
          className="print-sheet card mx-auto max-w-[210mm] space-y-3 bg-white"
          data-testid="print-sheet"
        >
          <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-300 pb-2">
            <h2 className="text-base font-bold">{report.title}</h2>
            <p className="text-sm">
              {formatJalaliDate(session.startTime)}، {group.title}، {formatDigits(rows.length)} مسافر
            </p>
          </header>
          <table className="w-full border-collapse text-xs">
            <thead>
              <tr className="bg-slate-100">
                <th className="border border-slate-300 p-1">ردیف</th>
                <th className="border border-slate-300 p-1">نام و نام خانوادگی</th>
                <th className="border border-slate-300 p-1">کد ملی</th>
                <th className="border border-slate-300 p-1">موبایل</th>
                <th className="border border-slate-300 p-1">صندلی</th>
                <th className="border border-slate-300 p-1">آیتم‌های اضافه</th>
                {report.extraQuestionTitle && (
                  <th className="border border-slate-300 p-1">{report.extraQuestionTitle}</th>
                )}
                <th className="border border-slate-300 p-1">امضا</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p, i) => (
                <tr key={p.id}>
                  <td className="border border-slate-300 p-1 text-center">{formatDigits(i + 1)}</td>
                  <td className="border border-slate-300 p-1">{p.fullName}</td>
                  <td className="border border-slate-300 p-1">{formatDigits(p.nationalId)}</td>
                  <td className="border border-slate-300 p-1" dir="ltr">
                    {formatDigits(p.mobile)}
                  </td>
                  <td className="border border-slate-300 p-1 text-center">
                    {p.seatNumber ? formatDigits(p.seatNumber) : "—"}
                  </td>
                  <td className="border border-slate-300 p-1">
                    {p.extraItems.map((e) => `${e.title} × ${formatDigits(e.count)}`).join("، ")}
                  </td>
                  {report.extraQuestionTitle && (
                    <td className="border border-slate-300 p-1">
                      <bdi>{p.extraQuestionAnswer ?? ""}</bdi>
                    </td>
                  )}
                  <td className="w-16 border border-slate-300 p-1" />
                </tr>
              ))}
              {!rows.length && (
                <tr>
                  <td colSpan={8} className="border border-slate-300 p-2 text-center text-slate-500">
                    مسافری ندارد
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
