import { RefundState } from "@/lib/db/generated/enums";
import { XLSX_TYPE } from "@/lib/http/media-types";
import type { Contract } from "@/lib/http/contract";
import { z } from "@/lib/validation/z";
import { wireDate, wireMoney } from "@/lib/http/wire";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { queryBool, queryDate, queryText } from "@/lib/http/query-fields";
import { REFUND_OFFICE_MESSAGES } from "./messages";
import { refundAccountBodySchema, refundAccountQuery, refundBodySchema } from "./schemas";
import { idSchema } from "@/lib/validation/fields";

const refundStateSchema = z.enum([
  "TourLeaderPending",
  "OperatorPending",
  "ProcessedByTourLeader",
  "ProcessedByOperator",
]);

export const refundPassengersContract = {
  method: "POST",
  path: "/api/tour/passengers/refund",
  summary: "لغو بلیت مسافران با جریمه فعلی قوانین استرداد",
  tags: ["Tickets"],
  access: "public",
  body: refundBodySchema,
  maxBodyBytes: 8192,
  response: z.object({
    id: z.number(),
    penaltyPercent: z.number(),
    returnedAmount: z.number(),
    cardNumber: z.string().nullable(),
    iban: z.string().nullable(),
    accountHolder: z.string().nullable(),
    state: z.enum(RefundState),
    cancelledPassengers: z.array(z.object({ id: z.number(), fullName: z.string(), mobile: z.string() })),
    message: z.string(),
  }),
  errors: [
    "insufficient_balance",
    "invalid_otp",
    "not_cancellable",
    "passenger_not_cancellable",
    "passenger_not_found",
    "penalty_changed",
    "ticket_code_required",
    "ticket_not_found",
    "tour_cancelled",
  ],
} satisfies Contract;

export const refundInfoContract = {
  method: "GET",
  path: "/api/refunds/RefundInfo/{refundId}",
  summary: "جزئیات یک استرداد (برگزارکننده تور، اپراتور، حسابدار)",
  tags: ["Refunds"],
  access: ["Leader", "Operator", "Accountant"],
  params: z.object({ refundId: idSchema }),
  response: z.object({
    id: z.number().int(),
    tourId: z.number().int(),
    tourTitle: z.string(),
    trackingId: z.string(),
    buyerMobile: z.string(),
    sessionId: z.number().int(),
    sessionStart: wireDate,
    penaltyPercent: z.number().int(),
    returnedAmount: wireMoney.describe("toman owed back to the buyer"),
    paidAmount: wireMoney.describe("toman the cancelled passengers paid"),
    penaltyAmount: wireMoney.describe("toman kept: paid − returned"),
    cardNumber: z.string().nullable(),
    iban: z.string().nullable(),
    accountHolder: z.string().nullable(),
    state: refundStateSchema,
    reason: z.string(),
    refNum: z.string().nullable(),
    note: z.string().nullable(),
    payDate: wireDate.nullable(),
    createdAt: wireDate,
    cancelledPassengers: z.array(
      z.object({
        id: z.number().int(),
        fullName: z.string(),
        mobile: z.string(),
        nationalId: z.string(),
        paid: wireMoney,
        cancelledAt: wireDate.nullable(),
      }),
    ),
  }),
  errors: [],
} satisfies Contract;

// ─── back office (operator, accountant) ───

const REFUNDS = ["Refunds"];
const FINANCE = ["Operator", "Accountant"] as const;
const refundId = idSchema;

export const refundRowSchema = z.object({
  id: z.number().int(),
  tourId: z.number().int(),
  tourTitle: z.string(),
  leader: z.object({ id: z.number().int(), fullName: z.string(), mobile: z.string() }),
  trackingId: z.string(),
  buyerMobile: z.string(),
  paymentMethod: z.string(),
  penaltyPercent: z.number().int(),
  paidAmount: z.number().int(),
  returnedAmount: z.number().int().describe("toman owed back to the traveller"),
  cardNumber: z.string().nullable(),
  iban: z.string().nullable(),
  accountHolder: z.string().nullable(),
  awaitingAccount: z
    .boolean()
    .describe("unpaid and nobody has said where to pay: the buyer was texted the /refund-account link"),
  state: refundStateSchema,
  assignedToOperator: z.boolean(),
  isPaid: z.boolean(),
  reason: z.string(),
  refNum: z.string().nullable(),
  note: z.string().nullable(),
  payDate: wireDate.nullable(),
  autoRefundStatus: z.string().nullable(),
  autoRefundId: z.string().nullable(),
  createdAt: wireDate,
  cancelledPassengers: z.array(z.object({ fullName: z.string(), mobile: z.string() })),
});

export const refundListQuery = z.object({
  OnlyPaid: queryBool,
  From: queryDate,
  To: queryDate,
  TrackingId: queryText(40),
  AssignedToOperator: queryBool,
  ...pageQuery(9),
});

export const listRefundsContract = {
  method: "GET",
  path: "/api/refunds",
  summary: "استردادها با فیلتر پرداخت‌شده، تاریخ، کد رهگیری و ارجاع به اپراتور",
  tags: REFUNDS,
  access: FINANCE,
  query: refundListQuery,
  response: pagedSchema(refundRowSchema).extend({ totalAmount: z.number().int() }),
  errors: [],
} satisfies Contract;

export const refundsExportContract = {
  method: "GET",
  path: "/api/refunds/excel",
  summary: "خروجی اکسل همه استردادهای منطبق با فیلترها",
  tags: REFUNDS,
  access: FINANCE,
  query: refundListQuery.omit({ Page: true, PageSize: true }),
  produces: "file",
  fileTypes: [XLSX_TYPE],
  errors: [],
} satisfies Contract;

export const completeRefundContract = {
  method: "PUT",
  path: "/api/refunds/{id}",
  summary: "ثبت دستی پرداخت استرداد (شماره پیگیری، توضیح، تاریخ واریز)",
  tags: REFUNDS,
  access: FINANCE,
  params: z.object({ id: refundId.describe("شناسه استرداد") }),
  body: z.object({
    refNum: z.string().trim().min(1, REFUND_OFFICE_MESSAGES.refNumRequired).max(64),
    note: z.string().trim().max(500).nullish(),
    payDate: z.coerce.date().nullish(),
  }),
  response: refundRowSchema,
  errors: [
    "auto_refund_in_progress",
    "insufficient_balance",
    "refund_already_processed",
    "refund_assigned_to_leader",
    "refund_not_found",
    "refund_pay_date_invalid",
  ],
} satisfies Contract;

export const deleteRefundContract = {
  method: "DELETE",
  path: "/api/refunds/delete/{refundId}",
  summary: "حذف استرداد پرداخت‌نشده (برگشت ثبت مالی آن)",
  tags: REFUNDS,
  access: FINANCE,
  params: z.object({ refundId }),
  response: z.object({ success: z.boolean(), id: z.number().int() }),
  errors: ["insufficient_balance", "refund_not_deletable", "refund_not_found"],
} satisfies Contract;

export const autoRefundContract = {
  method: "PUT",
  path: "/api/refunds/{id}/auto-refund",
  summary: "استرداد خودکار از طریق درگاه پرداخت",
  tags: REFUNDS,
  access: FINANCE,
  params: z.object({ id: refundId }),
  response: refundRowSchema.extend({ message: z.string() }),
  errors: [
    "auto_refund_failed",
    "auto_refund_in_progress",
    "auto_refund_not_online",
    "auto_refund_not_supported",
    "gateway_unavailable",
    "insufficient_balance",
    "refund_already_processed",
    "refund_assigned_to_leader",
    "refund_not_found",
    "refund_nothing_to_pay",
  ],
} satisfies Contract;

export const autoRefundStatusContract = {
  method: "PUT",
  path: "/api/refunds/{id}/auto-refund/status",
  summary: "استعلام وضعیت بانکی استرداد خودکار",
  tags: REFUNDS,
  access: FINANCE,
  params: z.object({ id: refundId }),
  response: refundRowSchema.extend({ bankStatus: z.string().nullable() }),
  errors: [
    "auto_refund_not_started",
    "auto_refund_not_supported",
    "gateway_unavailable",
    "insufficient_balance",
    "refund_already_processed",
    "refund_assigned_to_leader",
    "refund_not_found",
  ],
} satisfies Contract;

// ─── where to pay, given by the buyer through the texted link (public, signed) ───

const refundAccountAnswer = z.object({
  trackingId: z.string(),
  tourTitle: z.string(),
  returnedAmount: z.number().int().describe("toman owed back to the buyer"),
  status: z.enum(["awaiting", "given", "paid"]).describe("awaiting: nobody has said where to pay yet"),
  /** What was given, masked: the last four digits of the card or sheba. */
  given: z
    .object({ kind: z.enum(["card", "iban"]), lastDigits: z.string(), accountHolder: z.string().nullable() })
    .nullable(),
});

export const getRefundAccountContract = {
  method: "GET",
  path: "/api/refund-account/{refundId}",
  summary: "استرداد پیوند پیامک‌شده: مبلغ و وضعیت اطلاعات حساب (با توکن امضاشده)",
  tags: REFUNDS,
  access: "public",
  params: z.object({ refundId }),
  query: refundAccountQuery,
  response: refundAccountAnswer,
  errors: ["refund_link_invalid", "refund_not_found"],
} satisfies Contract;

export const giveRefundAccountContract = {
  method: "PUT",
  path: "/api/refund-account/{refundId}",
  summary: "ثبت شماره کارت یا شبا و نام صاحب حساب برای واریز استرداد (یک بار، با توکن امضاشده)",
  tags: REFUNDS,
  access: "public",
  params: z.object({ refundId }),
  query: refundAccountQuery,
  body: refundAccountBodySchema,
  maxBodyBytes: 2048,
  response: refundAccountAnswer.extend({ message: z.string() }),
  errors: [
    "refund_account_given",
    "refund_account_required",
    "refund_already_processed",
    "refund_link_invalid",
    "refund_not_found",
  ],
} satisfies Contract;
