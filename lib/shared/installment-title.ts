// The Persian name of one part of a ticket's schedule, as the leader's pages, the ticket and the Excel
// export show it: the down payment by name, the others by their number in Persian digits.
import { formatDigits } from "@/lib/format/number";

export function installmentTitle(sequence: number): string {
  return sequence === 0 ? "پیش‌پرداخت" : `قسط ${formatDigits(sequence)}`;
}
