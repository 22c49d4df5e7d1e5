import "server-only";
// A ticket sold in installments as the leader's list and the buyer's ticket show it: its state and,
// per part, whether it is overdue (Due and past its date).
import type { ReservationInstallment } from "@/lib/db/generated/client";
import type { SaleState } from "./schemas";
import { installmentPayUrl } from "./pay-token";

export const WEEK_MS = 7 * 86_400_000;

export const isOverdue = (row: Pick<ReservationInstallment, "status" | "dueAt">, now: Date) =>
  row.status === "Due" && row.dueAt < now;

/** cancelled (a part was cancelled with its ticket), paidOff, overdue, dueThisWeek or onSchedule. */
export function saleState(rows: Pick<ReservationInstallment, "status" | "dueAt">[], now: Date): SaleState {
  if (rows.some((r) => r.status === "Cancelled")) return "cancelled";
  if (rows.every((r) => r.status === "Paid")) return "paidOff";
  if (rows.some((r) => isOverdue(r, now))) return "overdue";
  if (rows.some((r) => r.status === "Due" && r.dueAt.getTime() < now.getTime() + WEEK_MS)) return "dueThisWeek";
  return "onSchedule";
}

export function leaderInstallmentView(row: ReservationInstallment, now: Date) {
  return {
    id: row.id,
    sequence: row.sequence,
    amount: row.amount,
    dueAt: row.dueAt,
    status: row.status,
    paidAt: row.paidAt,
    paidBy: row.paidVia,
    note: row.offlineNote,
    overdue: isOverdue(row, now),
  };
}

/** The buyer's view of a part: a due further installment carries its pay link. */
export function ticketInstallmentView(row: ReservationInstallment, now: Date) {
  return {
    id: row.id,
    sequence: row.sequence,
    amount: row.amount,
    dueAt: row.dueAt,
    status: row.status,
    paidAt: row.paidAt,
    overdue: isOverdue(row, now),
    payUrl: row.status === "Due" && row.sequence > 0 ? installmentPayUrl(row.id) : null,
  };
}
