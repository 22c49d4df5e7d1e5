import "server-only";
// GET /api/installment-sales/export: the leader's installment sales under the list's filters, one row per
// installment (a sale's parts together, down payment first), so each due date, amount and payment is a
// cell a leader can sort and sum; the sale's columns repeat on each of its rows. Streamed by sales.
import { prisma } from "@/lib/db/client";
import { exportColumns } from "@/lib/xlsx/export-columns";
import { xlsxResponse } from "@/lib/xlsx/stream-xlsx";
import { installmentTitle } from "@/lib/shared/installment-title";
import { INSTALLMENT_STATUS_TITLES, PAID_VIA_TITLES, SALE_STATE_TITLES } from "./labels";
import { saleInclude, salesWhere, saleView, type SalesFilter } from "./list-sales";

type Sale = ReturnType<typeof saleView>;
type Row = { sale: Sale; part: Sale["installments"][number] };

/** Sales read per batch (each with its few installments). */
const SALES_BATCH = 1_000;

const COLUMNS = exportColumns<Row>([
  { header: "کد رهگیری", width: 14, value: ({ sale }) => sale.trackingId },
  { header: "تور", width: 26, value: ({ sale }) => sale.tourTitle },
  { header: "زمان حرکت", width: 18, date: true, value: ({ sale }) => sale.sessionStart },
  { header: "خریدار", width: 22, value: ({ sale }) => sale.buyerName },
  { header: "موبایل", width: 14, value: ({ sale }) => sale.mobile },
  { header: "طرح اقساط", width: 20, value: ({ sale }) => sale.planName },
  { header: "وضعیت فروش", width: 16, value: ({ sale }) => SALE_STATE_TITLES[sale.state] },
  { header: "قسط", width: 12, value: ({ part }) => installmentTitle(part.sequence) },
  { header: "مبلغ قسط (تومان)", width: 16, money: true, value: ({ part }) => part.amount },
  { header: "سررسید", width: 18, date: true, value: ({ part }) => part.dueAt },
  {
    header: "وضعیت قسط",
    width: 16,
    value: ({ part }) => (part.overdue ? "معوق" : INSTALLMENT_STATUS_TITLES[part.status]),
  },
  { header: "زمان پرداخت", width: 18, date: true, value: ({ part }) => part.paidAt },
  { header: "روش پرداخت", width: 16, value: ({ part }) => (part.paidBy ? PAID_VIA_TITLES[part.paidBy] : "") },
  { header: "یادداشت", width: 24, value: ({ part }) => part.note ?? "" },
]);

async function* saleBatches(leaderId: number, filter: SalesFilter, now: Date) {
  const where = salesWhere(leaderId, filter, now);
  let after: number | undefined;
  for (;;) {
    const sales = await prisma.reservation.findMany({
      where: after ? { AND: [where, { id: { lt: after } }] } : where,
      include: saleInclude,
      orderBy: { id: "desc" },
      take: SALES_BATCH,
    });
    if (!sales.length) return;
    yield sales.flatMap((r) => {
      const sale = saleView(r, now);
      return sale.installments.map((part) => COLUMNS.cells({ sale, part }));
    });
    after = sales[sales.length - 1].id;
  }
}

export function exportSales(leaderId: number, filter: SalesFilter, now = new Date()) {
  return xlsxResponse({
    filename: "installment-sales.xlsx",
    sheetName: "فروش‌های اقساطی",
    columns: COLUMNS.columns,
    batches: saleBatches(leaderId, filter, now),
  });
}
