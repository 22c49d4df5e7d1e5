// Contracts of installment sales (docs/installments.md): the leader's plans and sales, the public
// offer of a session's plans and the pay link of one installment.
import type { Contract } from "@/lib/http/contract";
import { XLSX_TYPE } from "@/lib/http/media-types";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { wireDate, wireMoney } from "@/lib/http/wire";
import { z } from "@/lib/validation/z";
import {
  dueDateBody,
  id,
  offeredPlansQuery,
  offlinePaymentBody,
  payTokenQuery,
  planBody,
  SALE_STATES,
  salesQuery,
} from "./schemas";

const LEADER = ["Leader"] as const;
const tags = ["Installments"];

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  downPaymentPercent: z.number().int(),
  installmentCount: z.number().int(),
  dueDaysAfterPurchase: z.array(z.number().int()),
  lastDueDaysBeforeDeparture: z.number().int(),
  surchargePercent: z.number().int(),
  archived: z.boolean(),
  /** Tickets sold on the plan (any state): a used plan is no longer edited or deleted. */
  usedCount: z.number().int(),
});

export const installmentStatusSchema = z.enum(["Due", "Paid", "Cancelled"]);
export const paidViaSchema = z.enum(["Online", "C2C", "Credit", "Cash", "Cheque"]);

/** One part of a ticket's schedule as the leader sees it (sequence 0 = the down payment). */
export const saleInstallmentSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  amount: wireMoney,
  dueAt: wireDate,
  status: installmentStatusSchema,
  paidAt: wireDate.nullable(),
  paidBy: paidViaSchema.nullable(),
  note: z.string().nullable(),
  overdue: z.boolean(),
});

/** One part of a ticket's schedule as its buyer sees it, with the signed pay link of a due one. */
export const ticketInstallmentSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  amount: wireMoney,
  dueAt: wireDate,
  status: installmentStatusSchema,
  paidAt: wireDate.nullable(),
  overdue: z.boolean(),
  payUrl: z.string().nullable(),
});

export const saleSchema = z.object({
  reservationId: z.number().int(),
  trackingId: z.string(),
  tourId: z.number().int(),
  tourTitle: z.string(),
  sessionId: z.number().int(),
  sessionStart: wireDate,
  buyerName: z.string(),
  mobile: z.string(),
  planName: z.string(),
  total: wireMoney,
  paid: wireMoney,
  outstanding: wireMoney,
  state: z.enum(SALE_STATES),
  installments: z.array(saleInstallmentSchema),
});

export const listPlansContract = {
  method: "GET",
  path: "/api/installment-plans",
  summary: "طرح‌های اقساط برگزارکننده (بایگانی‌شده‌ها هم، با تعداد فروش هر طرح)",
  tags,
  access: LEADER,
  response: z.object({ result: z.array(planSchema) }),
  errors: [],
} satisfies Contract;

export const createPlanContract = {
  method: "POST",
  path: "/api/installment-plans",
  summary: "تعریف طرح اقساط",
  tags,
  access: LEADER,
  body: planBody,
  response: planSchema,
  errors: [],
} satisfies Contract;

const planParams = z.object({ planId: id });

export const updatePlanContract = {
  method: "PUT",
  path: "/api/installment-plans/{planId}",
  summary: "ویرایش طرح اقساط (فقط تا پیش از نخستین فروش)",
  tags,
  access: LEADER,
  params: planParams,
  body: planBody,
  response: planSchema,
  errors: ["installment_plan_not_found", "installment_plan_used"],
} satisfies Contract;

export const archivePlanContract = {
  method: "POST",
  path: "/api/installment-plans/{planId}/archive",
  summary: "بایگانی طرح اقساط: روی فروش‌های پیشین می‌ماند و برای فروش تازه ارائه نمی‌شود",
  tags,
  access: LEADER,
  params: planParams,
  response: planSchema,
  errors: ["installment_plan_not_found"],
} satisfies Contract;

export const deletePlanContract = {
  method: "DELETE",
  path: "/api/installment-plans/{planId}",
  summary: "حذف طرح اقساطی که هنوز در فروشی استفاده نشده است",
  tags,
  access: LEADER,
  params: planParams,
  response: z.object({ success: z.boolean() }),
  errors: ["installment_plan_not_found", "installment_plan_used"],
} satisfies Contract;

export const listSalesContract = {
  method: "GET",
  path: "/api/installment-sales",
  summary: "فروش‌های اقساطی برگزارکننده با وضعیت اقساط و جمع پرداخت‌شده و مانده",
  tags,
  access: LEADER,
  query: z.object({ ...salesQuery, ...pageQuery(10, 100) }),
  response: pagedSchema(saleSchema).extend({ sums: z.object({ paid: wireMoney, outstanding: wireMoney }) }),
  errors: [],
} satisfies Contract;

export const exportSalesContract = {
  method: "GET",
  path: "/api/installment-sales/export",
  summary: "خروجی اکسل فروش‌های اقساطی (هر قسط یک ردیف)",
  tags,
  access: LEADER,
  query: z.object(salesQuery),
  produces: "file",
  fileTypes: [XLSX_TYPE],
  errors: [],
} satisfies Contract;

const installmentParams = z.object({ installmentId: id });

export const recordOfflinePaymentContract = {
  method: "POST",
  path: "/api/installments/{installmentId}/offline-payment",
  summary: "ثبت پرداخت حضوری قسط (نقد یا چک) به مبلغ خود قسط",
  tags,
  access: LEADER,
  params: installmentParams,
  body: offlinePaymentBody,
  response: saleInstallmentSchema,
  errors: [
    "installment_not_found",
    "installment_paid",
    "installment_cancelled",
    "installment_amount_mismatch",
    "installment_date_invalid",
    "installment_not_payable",
    "insufficient_balance",
  ],
} satisfies Contract;

export const changeDueDateContract = {
  method: "PUT",
  path: "/api/installments/{installmentId}/due-date",
  summary: "تغییر سررسید قسطی که پرداخت نشده (در آینده و پیش از حرکت)",
  tags,
  access: LEADER,
  params: installmentParams,
  body: dueDateBody,
  response: saleInstallmentSchema,
  errors: [
    "installment_not_found",
    "installment_paid",
    "installment_cancelled",
    "installment_date_invalid",
    "installment_not_payable",
  ],
} satisfies Contract;

export const offeredPlansContract = {
  method: "GET",
  path: "/api/tour/{tourId}/session/{sessionId}/installment-plans",
  summary: "طرح‌های اقساطی که این سانس ارائه می‌کند، با جدول اقساط برای مبلغ بلیت",
  tags,
  access: "public",
  params: z.object({ tourId: id, sessionId: id }),
  query: offeredPlansQuery,
  response: z.object({
    result: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        surchargePercent: z.number().int(),
        /** The ticket total with the surcharge. */
        total: wireMoney,
        downPayment: wireMoney,
        installments: z.array(z.object({ sequence: z.number().int(), amount: wireMoney, dueAt: wireDate })),
      }),
    ),
  }),
  errors: ["session_not_found"],
} satisfies Contract;

export const payInstallmentContract = {
  method: "GET",
  path: "/api/installments/{installmentId}/pay",
  summary: "پیوند پرداخت یک قسط (امضاشده): هدایت به درگاه برای همان قسط",
  tags,
  access: "public",
  params: installmentParams,
  query: payTokenQuery,
  produces: "redirect",
  errors: [
    "already_paid",
    "bill_not_found",
    "c2c_unavailable",
    "cancelled",
    "expired",
    "gateway_unavailable",
    "installment_cancelled",
    "installment_not_found",
    "insufficient_balance",
    "invalid_amount",
    "wrong_method",
  ],
} satisfies Contract;

export const previewCancelSaleContract = {
  method: "GET",
  path: "/api/installment-sales/{reservationId}/cancel",
  summary:
    "پیش‌نمایش لغو بلیت اقساطی توسط برگزارکننده: جریمه امروز و مبلغ بازگشتی بر پایه مبلغ پرداخت‌شده، بی‌هیچ تغییری",
  tags,
  access: LEADER,
  params: z.object({ reservationId: id }),
  response: z.object({
    trackingId: z.string(),
    penaltyPercent: z.number().int(),
    /** What the buyer has paid (down payment and paid installments): the refund is computed on it. */
    paidAmount: wireMoney,
    penaltyAmount: wireMoney,
    returnedAmount: wireMoney,
    /** The installments still due, cancelled with the ticket (nothing is owed on them). */
    unpaidAmount: wireMoney,
  }),
  errors: ["installment_sale_not_found", "installment_not_payable", "not_cancellable", "tour_cancelled"],
} satisfies Contract;

export const cancelSaleContract = {
  method: "POST",
  path: "/api/installment-sales/{reservationId}/cancel",
  summary: "لغو بلیت اقساطی توسط برگزارکننده با قوانین استرداد تور (استرداد بر پایه مبلغ پرداخت‌شده)",
  tags,
  access: LEADER,
  params: z.object({ reservationId: id }),
  response: z.object({
    refundId: z.number().int(),
    penaltyPercent: z.number().int(),
    /** What the buyer had paid (down payment and paid installments). */
    paidAmount: wireMoney,
    returnedAmount: wireMoney,
  }),
  errors: [
    "installment_sale_not_found",
    "installment_not_payable",
    "insufficient_balance",
    "not_cancellable",
    "tour_cancelled",
  ],
} satisfies Contract;
