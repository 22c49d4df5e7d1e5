// What an operator or accountant may do with a listed payment: decide a card-to-card transfer the
// buyer has reported (PendingConfirmation), or ask the gateway again about an online payment that
// went to the gateway but was never verified (what GET /api/tour/bill/unverified lists).
import type { PaymentRow } from "./finance-api";

export interface RowActions {
  decide: boolean;
  complete: boolean;
}

export function rowActions(row: Pick<PaymentRow, "paymentType" | "status" | "authority">): RowActions {
  return {
    decide: row.paymentType === "C2C" && row.status === "PendingConfirmation",
    complete:
      row.paymentType === "Online" && Boolean(row.authority) && (row.status === "Pending" || row.status === "Failed"),
  };
}
