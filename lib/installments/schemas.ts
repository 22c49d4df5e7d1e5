// Request schemas of installment sales (docs/installments.md).
import { idSchema, moneySchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { INSTALLMENT_MESSAGES as M } from "./messages";

export const id = idSchema;
export const MAX_INSTALLMENTS = 12;
export const MAX_DUE_DAY = 730;
export const MAX_LAST_DUE_DAYS = 365;
export const MAX_SURCHARGE_PERCENT = 50;

const int = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const planBody = z
  .object({
    name: z.string().trim().min(2, M.nameLength).max(60, M.nameLength),
    downPaymentPercent: int(1, 99, M.downPaymentRange),
    installmentCount: int(1, MAX_INSTALLMENTS, M.countRange),
    dueDaysAfterPurchase: z
      .array(int(1, MAX_DUE_DAY, M.dueDayRange))
      .min(1, M.dueDaysCount)
      .max(MAX_INSTALLMENTS, M.dueDaysCount),
    lastDueDaysBeforeDeparture: int(1, MAX_LAST_DUE_DAYS, M.lastDueRange),
    // Absent is 0; null is refused like any other non-number (the document does not admit it).
    surchargePercent: int(0, MAX_SURCHARGE_PERCENT, M.surchargeRange).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.dueDaysAfterPurchase.length !== v.installmentCount)
      ctx.addIssue({ code: "custom", message: M.dueDaysCount, path: ["dueDaysAfterPurchase"] });
    if (v.dueDaysAfterPurchase.some((d, i) => i > 0 && d <= v.dueDaysAfterPurchase[i - 1]))
      ctx.addIssue({ code: "custom", message: M.dueDaysIncreasing, path: ["dueDaysAfterPurchase"] });
  });
export type PlanInput = z.output<typeof planBody>;

export const SALE_STATES = ["onSchedule", "dueThisWeek", "overdue", "paidOff", "cancelled"] as const;
export type SaleState = (typeof SALE_STATES)[number];

export const salesQuery = {
  TourId: z.preprocess((v) => (v === "" || v === null ? undefined : v), id.optional()),
  State: z.enum(SALE_STATES).optional(),
};

export const offlinePaymentBody = z
  .object({
    amount: moneySchema,
    paidAt: z.coerce.date(),
    kind: z.enum(["cash", "cheque"]),
    note: z
      .preprocess((v) => (v === null ? undefined : v), z.string().trim().max(200, M.noteLength).optional())
      .describe("برای چک الزامی است (شماره و بانک چک)"),
  })
  // A cheque can bounce: without its number and bank the leader cannot tell later which cheque paid the part.
  .superRefine((v, ctx) => {
    if (v.kind === "cheque" && !v.note) ctx.addIssue({ code: "custom", message: M.chequeNote, path: ["note"] });
  });
export type OfflinePaymentInput = z.output<typeof offlinePaymentBody>;

export const dueDateBody = z.object({ dueAt: z.coerce.date() });

export const offeredPlansQuery = z.object({ Amount: moneySchema });

/** The signed token of an installment's pay link (lib/installments/pay-token.ts). */
export const payTokenQuery = z.object({ token: z.string().trim().min(10).max(200) });
