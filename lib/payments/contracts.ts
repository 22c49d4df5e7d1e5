// Contracts of the bill and payment calls (spec 2 §7 "Bills" and "Operator payments", doc 3 §7).
import { queryDate, queryFlag } from "@/lib/http/query-fields";
import type { Contract } from "@/lib/http/contract";
import { wireMoney } from "@/lib/http/wire";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { latinDigits, idSchema } from "@/lib/validation/fields";
import { REF_CODE_PATTERN } from "@/lib/validation/patterns";
import { z } from "@/lib/validation/z";
import { PAYMENT_MESSAGES } from "./messages";
import { paymentRowSchema } from "./payment-view";

const BILLS = ["Bills"];
const OPERATOR = ["Operator payments"];
const FINANCE = ["Operator", "Accountant"] as const;

const billId = z.string().trim().min(1).max(64);
const paymentToken = z.string().trim().min(1).max(64);
const paymentId = idSchema;
const refCode = z
  .string()
  .meta({ pattern: REF_CODE_PATTERN })
  // One spelling per bank reference: typed in either case it names one transfer (ref-code-taken.ts compares it exactly).
  .transform((v) => latinDigits(v).toUpperCase())
  .refine((v) => /^[0-9A-Z-]{4,40}$/.test(v), PAYMENT_MESSAGES.refCode);

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** An enum matched without regard to case ("c2c" = "C2C"); blank means not given. */
const looseEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => {
    const given = blankToUndefined(v);
    return typeof given === "string"
      ? (values.find((x) => x.toLowerCase() === given.trim().toLowerCase()) ?? given)
      : given;
  }, z.enum(values).optional());

export const PAYMENT_METHODS = ["Online", "C2C", "Credit"] as const;
export const PAYMENT_STATUSES = [
  "Pending",
  "Verified",
  "Failed",
  "Cancelled",
  "AwaitingRefCode",
  "PendingConfirmation",
  "Confirmed",
  "Rejected",
  "Paid",
] as const;

const redirect = <P extends `/api/${string}`>(path: P, summary: string) =>
  ({
    method: "GET",
    path,
    summary,
    tags: BILLS,
    access: "public",
    params: z.object({ billId }),
    produces: "redirect",
    errors: [
      "already_paid",
      "bill_not_found",
      "cancelled",
      "expired",
      "gateway_unavailable",
      "insufficient_balance",
      "wrong_method",
    ],
  }) satisfies Contract;

export const paymentBillRedirectContract = redirect(
  "/api/payment/bill/{billId}",
  "رفتن به درگاه پرداخت برای صورتحساب (هدایت مرورگر)",
);
export const tourBillPaymentContract = redirect(
  "/api/tour/bill/{billId}/payment",
  "رفتن به درگاه پرداخت برای صورتحساب (هدایت مرورگر)",
);

export const verifyPaymentContract = {
  method: "GET",
  path: "/api/tour/bill/verify-payment",
  summary: "بازگشت از درگاه: تایید پرداخت و هدایت به رسید",
  tags: BILLS,
  access: "public",
  query: z.object({
    BillId: billId,
    Authority: z.string().trim().min(1).max(100),
    Status: z.string().trim().max(20).default("NOK"),
  }),
  produces: "redirect",
  errors: ["insufficient_balance", "payment_not_found"],
} satisfies Contract;

export const completeC2cContract = {
  method: "POST",
  path: "/api/tour/bill/{billId}/complete-c2c/{paymentId}/refId/{refId}",
  summary: "ثبت کد پیگیری واریز کارت به کارت (رزرو موقت تا تایید اپراتور)",
  tags: BILLS,
  access: "public",
  params: z.object({ billId, paymentId: paymentToken, refId: refCode }),
  response: z.object({
    success: z.boolean(),
    billId: z.string(),
    paymentToken: z.string(),
    status: z.string(),
    paymentRefCode: z.string(),
  }),
  errors: [
    "already_paid",
    "already_rejected",
    "bill_not_found",
    "cancelled",
    "expired",
    "not_c2c",
    "payment_not_found",
    "ref_code_taken",
  ],
} satisfies Contract;

export const creditPurchaseContract = {
  method: "POST",
  path: "/api/tour/bill/{billId}/credit-purchase/{paymentId}",
  summary: "پرداخت صورتحساب از اعتبار کیف پول کاربر جاری",
  tags: BILLS,
  access: "authenticated",
  params: z.object({ billId, paymentId: paymentToken }),
  response: z.object({ success: z.boolean(), billId: z.string() }),
  errors: [
    "already_paid",
    "bill_not_found",
    "cancelled",
    "expired",
    "insufficient_balance",
    "own_bill",
    "payment_not_found",
    "wrong_method",
  ],
} satisfies Contract;

export const completeOnlinePaymentContract = {
  method: "GET",
  path: "/api/tour/bill/complete-online-payment",
  summary: "استعلام دوباره و تکمیل پرداخت آنلاین ناموفق (اپراتور، حسابدار)",
  tags: BILLS,
  access: FINANCE,
  query: z.object({ paymentId }),
  response: z.object({
    success: z.boolean(),
    paymentId: z.number().int(),
    billId: z.string(),
    status: z.string(),
    billStatus: z.string(),
    refId: z.string().nullable(),
  }),
  errors: ["expired", "gateway_unknown", "insufficient_balance", "payment_not_found", "verify_failed"],
} satisfies Contract;

export const finalizableContract = {
  method: "GET",
  path: "/api/tour/bill/{billId}/finalizable",
  summary: "آیا صورتحساب پرداخت شده و قابل نهایی شدن است",
  tags: BILLS,
  access: "public",
  params: z.object({ billId }),
  response: z.object({ finalizable: z.boolean(), finalized: z.boolean(), status: z.string() }),
  errors: ["bill_not_found"],
} satisfies Contract;

export const finalizeContract = {
  method: "POST",
  path: "/api/tour/bill/{billId}/finalize",
  summary: "نهایی کردن خرید صورتحساب پرداخت‌شده (تکرارپذیر)",
  tags: BILLS,
  access: "public",
  params: z.object({ billId }),
  response: z.object({ success: z.boolean(), billId: z.string(), finalized: z.boolean() }),
  errors: ["bill_not_found", "insufficient_balance", "not_paid_yet"],
} satisfies Contract;

export const unverifiedContract = {
  method: "GET",
  path: "/api/tour/bill/unverified",
  summary: "پرداخت‌های آنلاین تاییدنشده",
  tags: BILLS,
  access: ["Operator"],
  query: z.object(pageQuery(9)),
  response: pagedSchema(paymentRowSchema),
  errors: [],
} satisfies Contract;

const term = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());
const method = looseEnum(PAYMENT_METHODS);
const status = looseEnum(PAYMENT_STATUSES);

// The spec spells the term Resource.Term (doc 2) and Term (doc 3): both are read, as are the
// other filters with or without the Resource. prefix (searchPaymentsQuery merges them).
export const searchPaymentsContract = {
  method: "GET",
  path: "/api/Operator/SearchPayments",
  summary: "جستجوی پرداخت‌ها (آنلاین، کارت به کارت، اعتباری)",
  tags: OPERATOR,
  access: FINANCE,
  query: z.object({
    "Resource.Term": term,
    Term: term,
    PaymentType: method,
    "Resource.PaymentType": method,
    Status: status,
    "Resource.Status": status,
    From: queryDate,
    "Resource.From": queryDate,
    To: queryDate,
    "Resource.To": queryDate,
    ...pageQuery(9),
  }),
  response: pagedSchema(paymentRowSchema).extend({ totalAmount: wireMoney }),
  errors: ["search_too_broad"],
} satisfies Contract;

type SearchQuery = z.output<typeof searchPaymentsContract.query>;

export function searchPaymentsQuery(q: SearchQuery) {
  return {
    term: q["Resource.Term"] ?? q.Term,
    paymentType: q.PaymentType ?? q["Resource.PaymentType"],
    status: q.Status ?? q["Resource.Status"],
    from: q.From ?? q["Resource.From"],
    to: q.To ?? q["Resource.To"],
    Page: q.Page,
    PageSize: q.PageSize,
  };
}

export const determineC2cContract = {
  method: "PUT",
  path: "/api/Operator/determine-c2c-payment/{paymentId}",
  summary: "تایید یا رد پرداخت کارت به کارت",
  tags: OPERATOR,
  access: FINANCE,
  params: z.object({ paymentId }),
  query: z.object({ confirm: queryFlag }),
  response: z.object({
    success: z.boolean(),
    paymentId: z.number().int(),
    status: z.string(),
    billStatus: z.string(),
    /** The bill had closed (its booking was cancelled): the confirmed transfer became a refund to pay back. */
    owedBack: z.boolean(),
    message: z.string(),
  }),
  errors: [
    "already_confirmed",
    "already_rejected",
    "insufficient_balance",
    "not_c2c",
    "payment_not_found",
    "ref_code_missing",
    "ref_code_taken",
  ],
} satisfies Contract;

export const sandboxActionContract = {
  method: "POST",
  path: "/api/payment/sandbox/{authority}",
  summary: "درگاه آزمایشی: پرداخت یا انصراف پرداخت‌کننده، سپس بازگشت به آدرس بازگشت با Authority و Status",
  tags: BILLS,
  access: "public",
  params: z.object({ authority: z.string().trim().min(1).max(100) }),
  multipart: true,
  body: z.object({ action: z.enum(["pay", "cancel"]) }),
  produces: "redirect",
  errors: [],
} satisfies Contract;
