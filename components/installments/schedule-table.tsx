// One installment schedule before buying: the down payment, then each further installment with its
// amount in toman and its Jalali due day, the surcharge named apart and the sum. The tour page's plan
// choice shows it for each plan offered.
import { formatDigits, formatJalaliDate, formatToman } from "@/lib/format";

export interface ScheduleRow {
  sequence: number;
  amount: number;
  dueAt: string;
}

export function ScheduleTable({
  caption,
  downPayment,
  rows,
  surchargePercent,
  total,
}: {
  caption: string;
  downPayment: number;
  rows: ScheduleRow[];
  surchargePercent: number;
  total: number;
}) {
  return (
    <table className="w-full text-sm" data-testid="installment-schedule">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-slate-600">
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-1 text-start font-normal">
            قسط
          </th>
          <th scope="col" className="py-1 text-start font-normal">
            مبلغ
          </th>
          <th scope="col" className="py-1 text-start font-normal">
            سررسید
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-b border-slate-100">
          <td className="py-1">پیش‌پرداخت</td>
          <td className="whitespace-nowrap py-1">{formatToman(downPayment)}</td>
          <td className="py-1">هنگام خرید</td>
        </tr>
        {rows.map((r) => (
          <tr key={r.sequence} className="border-b border-slate-100" data-testid="schedule-row">
            <td className="py-1">قسط {formatDigits(r.sequence)}</td>
            <td className="whitespace-nowrap py-1">{formatToman(r.amount)}</td>
            <td className="py-1">{formatJalaliDate(r.dueAt)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="text-xs text-slate-700">
        <tr>
          <td className="pt-2" colSpan={3}>
            {surchargePercent > 0 ? `با کارمزد اقساط ${formatDigits(surchargePercent)}٪، ` : "بدون کارمزد، "}
            جمع پرداختی: <strong>{formatToman(total)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
