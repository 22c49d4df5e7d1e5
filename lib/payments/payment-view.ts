// A payment as operators see it in lists (SearchPayments, unverified).
import type { Prisma } from "@/lib/db/generated/client";
import { PaymentMethod } from "@/lib/db/generated/enums";
import { z } from "@/lib/validation/z";

export const paymentRowSelect = {
  id: true,
  billId: true,
  method: true,
  status: true,
  amount: true,
  gateway: true,
  authority: true,
  refId: true,
  refCode: true,
  cardPan: true,
  createdAt: true,
  verifiedAt: true,
  decidedAt: true,
  decidedById: true,
  bill: {
    select: {
      purpose: true,
      status: true,
      payerMobile: true,
      payerName: true,
      beneficiaryId: true,
      reference: true,
      description: true,
      expiresAt: true,
    },
  },
} satisfies Prisma.PaymentSelect;

type Row = Prisma.PaymentGetPayload<{ select: typeof paymentRowSelect }>;

export function paymentRow(p: Row) {
  return {
    id: p.id,
    paymentId: p.id,
    billId: p.billId,
    paymentType: p.method,
    status: p.status,
    amount: p.amount,
    gateway: p.gateway,
    authority: p.authority,
    refId: p.refId,
    paymentRefCode: p.refCode,
    cardPan: p.cardPan,
    purpose: p.bill.purpose,
    billStatus: p.bill.status,
    payerMobile: p.bill.payerMobile,
    payerName: p.bill.payerName,
    beneficiaryId: p.bill.beneficiaryId,
    reference: p.bill.reference,
    description: p.bill.description,
    expiresAt: p.bill.expiresAt,
    createdAt: p.createdAt,
    verifiedAt: p.verifiedAt,
    decidedAt: p.decidedAt,
    decidedById: p.decidedById,
  };
}

export const paymentRowSchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  billId: z.string(),
  paymentType: z.enum(PaymentMethod),
  status: z.string(),
  amount: z.number().int(),
  gateway: z.string().nullable(),
  authority: z.string().nullable(),
  refId: z.string().nullable(),
  paymentRefCode: z.string().nullable(),
  cardPan: z.string().nullable(),
  purpose: z.string(),
  billStatus: z.string(),
  payerMobile: z.string(),
  payerName: z.string().nullable(),
  beneficiaryId: z.number().int(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedById: z.number().int().nullable(),
});
