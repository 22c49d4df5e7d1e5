// A wallet charge as the lists show it (the bill of purpose WalletCharge).
import type { BillStatus } from "@/lib/db/generated/enums";

export const chargeSelect = {
  id: true,
  amount: true,
  status: true,
  createdAt: true,
  paidAt: true,
  payerMobile: true,
  payerName: true,
  beneficiaryId: true,
  payments: { where: { refId: { not: null } }, select: { refId: true }, take: 1 },
} as const;

/** The spec's confirmation state of a charge: Pending, Confirmed or Rejected. */
export const CHARGE_STATE: Record<BillStatus, "Pending" | "Confirmed" | "Rejected"> = {
  Pending: "Pending",
  Paid: "Confirmed",
  Cancelled: "Rejected",
  Expired: "Rejected",
};

export function chargeView(bill: {
  id: string;
  amount: bigint;
  status: BillStatus;
  createdAt: Date;
  paidAt: Date | null;
  payerMobile: string;
  payerName: string | null;
  beneficiaryId: number;
  payments: { refId: string | null }[];
}) {
  return {
    chargeId: bill.id,
    userId: bill.beneficiaryId,
    amount: bill.amount,
    status: CHARGE_STATE[bill.status],
    billStatus: bill.status,
    refId: bill.payments[0]?.refId ?? null,
    mobile: bill.payerMobile,
    fullName: bill.payerName,
    createdAt: bill.createdAt,
    paidAt: bill.paidAt,
  };
}
