// Contracts of the wallet calls (spec doc 1 §3 "Leader balance report", doc 3 §3 and §7 "Wallet
// and user finance", "Transactions", "Operator › Checkouts").
import { XLSX_TYPE } from "@/lib/http/media-types";
import type { Contract } from "@/lib/http/contract";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { filledShebaSchema, idSchema } from "@/lib/validation/fields";
import { dateTimeQuery } from "@/lib/validation/date-time";
import { z } from "@/lib/validation/z";
import { wireDate } from "@/lib/http/wire";
import { MAX_CHARGE, MIN_CHARGE } from "./constants";
import { WALLET_MESSAGES as M } from "./messages";
import { queryBool, queryDate, queryId, queryText, withResource } from "@/lib/http/query-fields";

const WALLET = ["Wallet"];
const TRANSACTIONS = ["Transactions"];
const CHECKOUTS = ["Operator checkouts"];
const SELF = ["Leader", "Affiliate"] as const;
const FINANCE = ["Operator", "Accountant"] as const;
const id = idSchema;
const money = z.number().int().describe("toman");
const date = wireDate;

export const balanceContract = {
  method: "GET",
  path: "/api/Users/Self/balance",
  summary: "گزارش موجودی و فروش کاربر جاری",
  tags: WALLET,
  access: SELF,
  response: z.object({
    balance: money,
    pending: money.describe("toman of sales of sessions not yet ended"),
    withdrawable: money,
    passengerCount: z.number().int(),
    toursCompleted: z.number().int(),
    saleCount: z.number().int(),
    todaysSale: z.number().int().describe("toman, Asia/Tehran day"),
    totalSale: z.number().int().describe("toman"),
  }),
  errors: [],
} satisfies Contract;

// ─── transactions of a wallet ───

export const walletEntrySchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  type: z.string(),
  description: z.string().nullable(),
  amount: money.describe("toman; negative leaves the wallet"),
  balance: money.describe("the wallet's balance after this line"),
  createdAt: date,
  tourName: z.string().nullable(),
  trackingCode: z.string().nullable(),
});

const walletPageSchema = pagedSchema(walletEntrySchema).extend({
  totalAmount: money,
  totalIncome: money,
  totalOutgo: money,
});

export const lastTransactionsContract = {
  method: "GET",
  path: "/api/Users/Self/transactions",
  summary: "آخرین تراکنش‌های کیف پول کاربر جاری (۱۰ مورد)",
  tags: WALLET,
  access: SELF,
  response: z.object({ result: z.array(walletEntrySchema) }),
  errors: [],
} satisfies Contract;

export const transactionReportQuery = z.object({
  ...withResource({ From: queryDate, To: queryDate, TourNameOrTrackingCode: queryText() }),
  ...pageQuery(10),
});

export const transactionReportContract = {
  method: "GET",
  path: "/api/Users/Self/transaction-report",
  summary: "تراکنش‌های کیف پول کاربر جاری (فیلتر تاریخ و نام تور یا کد رهگیری)",
  tags: WALLET,
  access: SELF,
  query: transactionReportQuery,
  response: walletPageSchema,
  errors: [],
} satisfies Contract;

const turnoverFields = { From: queryDate, To: queryDate, TrackingCode: queryText() };
/** The caller's own turnover: the account read is the caller's. */
export const turnoverQuery = z.object({ ...withResource(turnoverFields), ...pageQuery(20) });
/**
 * An operator's or accountant's: the user is required, in either spelling, which a query's parameters
 * cannot state one by one (lib/wallet/turnover-filters.ts answers 400 user_id_required without both).
 */
const operatorTurnoverQuery = z.object({
  ...withResource({
    ...turnoverFields,
    UserId: queryId.describe(
      "Required: the user whose account is read, as UserId or Resource.UserId (400 user_id_required without either)",
    ),
  }),
  ...pageQuery(20),
});

export const selfTurnoverContract = {
  method: "GET",
  path: "/api/Users/Self/transaction-turnover",
  summary: "گردش حساب کاربر جاری با مانده پس از هر ردیف",
  tags: WALLET,
  access: SELF,
  query: turnoverQuery,
  response: walletPageSchema,
  errors: [],
} satisfies Contract;

export const operatorTurnoverContract = {
  method: "GET",
  path: "/api/Transactions/TransactionTurnOver",
  summary: "گردش حساب یک کاربر با مانده پس از هر ردیف (اپراتور، حسابدار)",
  tags: TRANSACTIONS,
  access: FINANCE,
  query: operatorTurnoverQuery,
  response: walletPageSchema,
  errors: ["user_id_required", "user_not_found"],
} satisfies Contract;

/** A date in a JSON body: as a query's (ISO 8601), or null or "" for none (the document says null too). */
const bodyDate = z
  .preprocess((v) => (v === "" || v === null ? undefined : v), dateTimeQuery.nullable().optional())
  .transform((v) => v ?? undefined);

export const totalUserTransactionsContract = {
  method: "POST",
  path: "/api/Transactions/GetTotalUserTransactions",
  summary: "جمع تراکنش‌ها و موجودی یک کاربر به تفکیک نوع، با صفحه‌ای از تراکنش‌ها",
  tags: TRANSACTIONS,
  access: FINANCE,
  body: z.object({
    userId: id,
    page: z.coerce.number().int().min(1).default(1),
    // Over 100 is refused, never cut to 100 without a word; dates as the queries take them (ISO 8601).
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    from: bodyDate,
    to: bodyDate,
    searchText: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || undefined),
  }),
  response: walletPageSchema.extend({
    user: z.object({ id: z.number().int(), fullName: z.string(), mobile: z.string(), role: z.string() }),
    balance: money,
    pending: money,
    withdrawable: money,
    byType: z.array(z.object({ type: z.string(), count: z.number().int(), amount: money })),
  }),
  errors: ["user_not_found"],
} satisfies Contract;

// ─── charges ───

const chargeSchema = z.object({
  chargeId: z.string(),
  userId: z.number().int(),
  amount: money,
  status: z.enum(["Pending", "Confirmed", "Rejected"]),
  billStatus: z.string(),
  refId: z.string().nullable(),
  mobile: z.string(),
  fullName: z.string().nullable(),
  createdAt: date,
  paidAt: date.nullable(),
});

export const chargeRedirectContract = {
  method: "GET",
  path: "/api/payment/charge/{amount}",
  summary: "شارژ کیف پول: ساخت صورتحساب و رفتن به درگاه (هدایت مرورگر)",
  tags: WALLET,
  access: SELF,
  // The amount rules (at least MIN_CHARGE, at most one gateway payment) answer 422 with their own text (start-charge.ts).
  // The document states them too, so a generated client does not offer an amount the call refuses.
  params: z.object({
    amount: z.coerce
      .number()
      .int()
      // Not .positive(): its exclusiveMinimum 0 beside this minimum is a contradiction Redocly refuses.
      .meta({ minimum: Number(MIN_CHARGE), maximum: Number(MAX_CHARGE) }),
  }),
  produces: "redirect",
  errors: [
    "already_paid",
    "bill_not_found",
    "c2c_unavailable",
    "cancelled",
    "charge_above_maximum",
    "charge_below_minimum",
    "expired",
    "gateway_unavailable",
    "insufficient_balance",
    "invalid_amount",
    "user_not_found",
    "wrong_method",
  ],
} satisfies Contract;

export const confirmChargeContract = {
  method: "GET",
  path: "/api/users/self/ConfirmChargePayment",
  summary: "بازگشت از درگاه: تایید شارژ کیف پول (تکرارپذیر)",
  tags: WALLET,
  access: SELF,
  query: z.object({
    ChargeId: z.string().trim().min(1).max(64),
    UserId: queryId,
    Authority: z.string().trim().min(1).max(100),
    Status: z.string().trim().max(20).default("NOK"),
  }),
  response: z.object({
    chargeId: z.string(),
    status: z.enum(["paid", "failed", "pending", "expired"]),
    amount: money,
    balance: money,
    pending: money,
    withdrawable: money,
  }),
  errors: ["charge_not_found", "insufficient_balance"],
} satisfies Contract;

export const selfChargesContract = {
  method: "GET",
  path: "/api/users/self/charges",
  summary: "شارژهای کیف پول کاربر جاری",
  tags: WALLET,
  access: SELF,
  query: z.object(pageQuery(10)),
  response: pagedSchema(chargeSchema).extend({ userCharges: z.array(chargeSchema) }),
  errors: [],
} satisfies Contract;

export const CHARGE_STATUS_FILTER = {
  Pending: ["Pending"],
  Confirmed: ["Paid"],
  Rejected: ["Cancelled", "Expired"],
} as const;

export const chargeSearchQuery = z.object({
  ...withResource({
    Term: queryText(),
    Status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["Pending", "Confirmed", "Rejected"]).optional()),
    From: queryDate,
    To: queryDate,
  }),
  ...pageQuery(9),
});

const billRowSchema = z.object({
  id: z.string(),
  billId: z.string(),
  purpose: z.string(),
  amount: money,
  status: z.string(),
  method: z.string(),
  refId: z.string().nullable(),
  payerMobile: z.string(),
  payerName: z.string().nullable(),
  payerUserId: z.number().int().nullable(),
  beneficiaryId: z.number().int(),
  beneficiaryName: z.string(),
  beneficiaryMobile: z.string(),
  description: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: date,
  paidAt: date.nullable(),
});
const billPageSchema = pagedSchema(billRowSchema).extend({ totalAmount: money });

export const searchChargesContract = {
  method: "GET",
  path: "/api/UserCharges/SearchChargeTransaction",
  summary: "جستجوی شارژهای کیف پول کاربران (اپراتور، حسابدار)",
  tags: TRANSACTIONS,
  access: FINANCE,
  query: chargeSearchQuery,
  response: billPageSchema,
  errors: [],
} satisfies Contract;

export const usersChargesContract = {
  method: "GET",
  path: "/api/operator/users/charges",
  summary: "شارژهای موفق کیف پول کاربران، جدیدترین اول (اپراتور، حسابدار)",
  tags: TRANSACTIONS,
  access: FINANCE,
  query: z.object(pageQuery(9)),
  response: billPageSchema,
  errors: [],
} satisfies Contract;

export const salesWebsiteQuery = z.object({
  ...withResource({ Term: queryText(), From: queryDate, To: queryDate }),
  ...pageQuery(9),
});

export const salesWebsiteTransactionsContract = {
  method: "GET",
  path: "/api/Transactions/SalesWebsiteTransactions",
  summary: "پرداخت‌های پلن وب‌سایت فروش (اپراتور، حسابدار)",
  tags: TRANSACTIONS,
  access: FINANCE,
  query: salesWebsiteQuery,
  response: billPageSchema,
  errors: [],
} satisfies Contract;

export const tourObjectPurchasesContract = {
  method: "GET",
  path: "/api/Operator/TourObjectPurchases",
  summary: "خریدهای پرداخت‌شده محصولات (اپراتور)",
  tags: CHECKOUTS,
  access: ["Operator"],
  query: z.object(pageQuery(9)),
  response: billPageSchema,
  errors: [],
} satisfies Contract;

// ─── checkouts ───

const checkoutSchema = z.object({
  id: z.number().int(),
  checkoutId: z.number().int(),
  userId: z.number().int(),
  amount: money,
  bankAccount: z.string(),
  status: z.enum(["InProcess", "Paid", "Deleted"]),
  isPaid: z.boolean(),
  refNum: z.string().nullable(),
  operatorNote: z.string().nullable(),
  paidAt: date.nullable(),
  deletedAt: date.nullable(),
  createdAt: date,
});
const checkoutRowSchema = checkoutSchema.extend({
  user: z.object({
    id: z.number().int(),
    fullName: z.string(),
    mobile: z.string(),
    role: z.string(),
    brand: z.string().nullable(),
  }),
});

export const requestCheckoutContract = {
  method: "POST",
  path: "/api/users/self/checkout",
  summary: "درخواست تسویه (برداشت از موجودی قابل برداشت به شبا)",
  tags: WALLET,
  access: SELF,
  body: z.object({
    amount: z.coerce
      .number()
      .int()
      .positive(M.checkoutMinimum)
      .max(1_000_000_000_000)
      .transform((v) => BigInt(v)),
    bankAccount: filledShebaSchema(M.shebaRequired),
  }),
  response: checkoutSchema.extend({ message: z.string() }),
  errors: ["checkout_below_minimum", "checkout_over_withdrawable", "insufficient_balance"],
} satisfies Contract;

export const checkoutFiltersQuery = z.object({
  ...withResource({ OnlyPaid: queryBool, Start: queryDate, End: queryDate }),
  ...pageQuery(10),
});

export const selfCheckoutsContract = {
  method: "GET",
  path: "/api/users/self/Checkouts",
  summary: "درخواست‌های تسویه کاربر جاری",
  tags: WALLET,
  access: SELF,
  query: checkoutFiltersQuery,
  response: pagedSchema(checkoutSchema).extend({ totalAmount: money }),
  errors: [],
} satisfies Contract;

export const operatorCheckoutsContract = {
  method: "GET",
  path: "/api/operator/Checkouts",
  summary: "درخواست‌های تسویه کاربران (اپراتور، حسابدار)",
  tags: CHECKOUTS,
  access: FINANCE,
  query: checkoutFiltersQuery,
  response: pagedSchema(checkoutRowSchema).extend({ totalAmount: money }),
  errors: [],
} satisfies Contract;

export const payCheckoutContract = {
  method: "PUT",
  path: "/api/operator/checkout/{id}",
  summary: "ثبت پرداخت درخواست تسویه با شماره پیگیری بانک",
  tags: CHECKOUTS,
  access: FINANCE,
  params: z.object({ id }),
  body: z.object({
    refNum: z.string().trim().min(1, M.refNumRequired).max(64),
    operatorNote: z.string().trim().max(500).nullish(),
  }),
  response: checkoutSchema,
  errors: ["checkout_already_paid", "checkout_deleted", "checkout_not_found", "insufficient_balance"],
} satisfies Contract;

export const deleteCheckoutContract = {
  method: "DELETE",
  path: "/api/operator/checkout/delete/{checkoutId}",
  summary: "حذف درخواست تسویه پرداخت‌نشده (بازگشت مبلغ به کیف پول)",
  tags: CHECKOUTS,
  access: FINANCE,
  params: z.object({ checkoutId: id }),
  response: z.object({ success: z.boolean(), id: z.number().int() }),
  errors: ["checkout_already_paid", "checkout_deleted", "checkout_not_found", "insufficient_balance"],
} satisfies Contract;

// ─── exports (streamed .xlsx of every matching row) ───

const file = { method: "GET", produces: "file", fileTypes: [XLSX_TYPE] } as const;
const noPaging = { Page: true, PageSize: true } as const;

export const transactionReportExportContract = {
  ...file,
  path: "/api/Users/Self/transaction-report/excel",
  summary: "خروجی اکسل تراکنش‌های کاربر جاری",
  tags: WALLET,
  access: SELF,
  query: transactionReportQuery.omit(noPaging),
  errors: [],
} satisfies Contract;

export const selfTurnoverExportContract = {
  ...file,
  path: "/api/Users/Self/transaction-turnover/excel",
  summary: "خروجی اکسل گردش حساب کاربر جاری",
  tags: WALLET,
  access: SELF,
  query: turnoverQuery.omit(noPaging),
  errors: [],
} satisfies Contract;

export const selfCheckoutsExportContract = {
  ...file,
  path: "/api/users/self/Checkouts/excel",
  summary: "خروجی اکسل درخواست‌های تسویه کاربر جاری",
  tags: WALLET,
  access: SELF,
  query: checkoutFiltersQuery.omit(noPaging),
  errors: [],
} satisfies Contract;

export const operatorCheckoutsExportContract = {
  ...file,
  path: "/api/operator/Checkouts/excel",
  summary: "خروجی اکسل همه درخواست‌های تسویه منطبق با فیلترها",
  tags: CHECKOUTS,
  access: FINANCE,
  query: checkoutFiltersQuery.omit(noPaging),
  errors: [],
} satisfies Contract;

export const operatorTurnoverExportContract = {
  ...file,
  path: "/api/Transactions/TransactionTurnOver/excel",
  summary: "خروجی اکسل گردش حساب یک کاربر",
  tags: TRANSACTIONS,
  access: FINANCE,
  query: operatorTurnoverQuery.omit(noPaging),
  errors: ["user_id_required", "user_not_found"],
} satisfies Contract;

export const chargesExportContract = {
  ...file,
  path: "/api/UserCharges/SearchChargeTransaction/excel",
  summary: "خروجی اکسل شارژهای کیف پول",
  tags: TRANSACTIONS,
  access: FINANCE,
  query: chargeSearchQuery.omit(noPaging),
  errors: [],
} satisfies Contract;

export const salesWebsiteExportContract = {
  ...file,
  path: "/api/Transactions/SalesWebsiteTransactions/excel",
  summary: "خروجی اکسل پرداخت‌های وب‌سایت فروش",
  tags: TRANSACTIONS,
  access: FINANCE,
  query: salesWebsiteQuery.omit(noPaging),
  errors: [],
} satisfies Contract;
