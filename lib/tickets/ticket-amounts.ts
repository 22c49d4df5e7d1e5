// The amounts a ticket shows, in one order with one wording, so the web receipt, the printed
// ticket and the PDF never disagree: the total of the passengers' prices (extras included), the
// discount, what is payable after it, and what has been paid.
import { formatDigits } from "@/lib/format/number";

type Money = number | bigint;

export interface TicketAmountsInput {
  totalAmount: Money;
  amount: Money;
  paidAmount: Money;
  discount: { code: string; amount: Money } | null;
}

export interface TicketAmountRow {
  key: "total" | "discount" | "payable" | "paid";
  label: string;
  value: Money;
}

export function ticketAmountRows(ticket: TicketAmountsInput): TicketAmountRow[] {
  const rows: TicketAmountRow[] = [{ key: "total", label: "جمع مبلغ مسافران", value: ticket.totalAmount }];
  if (ticket.discount && Number(ticket.discount.amount) > 0) {
    rows.push({ key: "discount", label: `تخفیف (کد ${ticket.discount.code})`, value: ticket.discount.amount });
    rows.push({ key: "payable", label: "مبلغ پس از تخفیف", value: ticket.amount });
  }
  rows.push({ key: "paid", label: "پرداخت شده", value: ticket.paidAmount });
  return rows;
}

/** A passenger's extra items as one line: "ناهار ×۲، بیمه". */
export function extraItemsText(items: { title: string; number: number }[]): string {
  return items.length
    ? items.map((x) => `${x.title}${x.number > 1 ? ` ×${formatDigits(x.number)}` : ""}`).join("، ")
    : "—";
}
