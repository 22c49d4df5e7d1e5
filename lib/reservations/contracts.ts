// Contracts of the reservation calls (spec doc 2 §7 "Reservation, tickets, passengers, votes").
import type { Contract } from "@/lib/http/contract";
import { PaymentMethod } from "@/lib/db/generated/enums";
import { wireDate, wireMoney } from "@/lib/http/wire";
import { z } from "@/lib/validation/z";
import {
  discountParams,
  id,
  nationalIdValidationBody,
  reservationBodySchema,
  reservationParams,
  statsBody,
} from "./schemas";

const tags = ["Reservation"];

/** An unpaid booking of the buyer that holds passengers (lib/reservations/find-unpaid-booking.ts). */
const unpaidBookingSchema = z.object({
  billId: z.string(),
  amount: wireMoney,
  expiresAt: wireDate,
  paymentMethod: z.enum(PaymentMethod),
  paymentUrl: z.string().nullable(),
});

export const recordStatsContract = {
  method: "POST",
  path: "/api/tour/{tourId}/stats",
  summary: "ثبت بازدید صفحه عمومی تور (منبع و شناسه بازدیدکننده)",
  tags: ["Statistics"],
  access: "public",
  params: z.object({ tourId: id }),
  body: statsBody,
  maxBodyBytes: 4096,
  response: z.object({ success: z.boolean() }),
  errors: [],
} satisfies Contract;

export const discountInfoContract = {
  method: "GET",
  path: "/api/tour/{tourId}/session/{sessionId}/discount/{code}",
  summary: "اعتبار کد تخفیف برای یک تاریخ تور",
  tags,
  access: "public",
  params: discountParams,
  response: z.object({
    code: z.string(),
    availableCapacity: z.number().int(),
    price: wireMoney.nullable(),
    percent: z.number().nullable(),
    endTime: wireDate.nullable(),
  }),
  errors: ["discount_expired", "discount_inactive", "discount_unknown", "session_not_found"],
} satisfies Contract;

export const nationalIdValidationContract = {
  method: "POST",
  path: "/api/tour/reservation/nationalid-validation/{sessionId}",
  summary: "بررسی ثبت‌نام قبلی کدهای ملی در یک تاریخ تور",
  tags,
  access: "public",
  params: z.object({ sessionId: id }),
  body: nationalIdValidationBody,
  maxBodyBytes: 8192,
  response: z.object({
    isValid: z.boolean(),
    invalidNationalIds: z.array(z.string()),
    unpaid: unpaidBookingSchema.nullable(),
  }),
  errors: ["session_not_found"],
} satisfies Contract;

export const releaseUnpaidBookingContract = {
  method: "POST",
  path: "/api/tour/reservation/release/{billId}",
  summary:
    "لغو رزرو پرداخت‌نشده توسط خریدار و آزادکردن فوری ظرفیت و صندلی‌ها؛ با توکن پرداخت همان مرورگر یا نشست مسافر با موبایل خریدار",
  tags,
  access: "public",
  params: z.object({ billId: z.string().trim().min(1).max(64) }),
  body: z.object({ paymentToken: z.string().trim().min(1).max(64).optional() }),
  maxBodyBytes: 1024,
  response: z.object({ released: z.boolean() }),
  errors: ["already_paid", "bill_not_found", "insufficient_balance", "not_buyer", "payment_reported"],
} satisfies Contract;

export const reserveContract = {
  method: "POST",
  path: "/api/tour/{tourId}/reservation/session/{sessionId}",
  summary: "رزرو بلیت: نگه‌داشتن ظرفیت، صندلی، آیتم‌های اضافه و کد تخفیف و صدور صورتحساب",
  tags,
  access: "public",
  params: reservationParams,
  body: reservationBodySchema,
  maxBodyBytes: 64 * 1024,
  response: z.object({
    billId: z.string(),
    paymentToken: z.string(),
    trackingId: z.string(),
    amount: wireMoney,
    expiresAt: wireDate,
    paymentMethod: z.enum(PaymentMethod),
    paymentUrl: z.string().nullable(),
    c2cCard: z.object({ cardNumber: z.string(), holder: z.string() }).nullable(),
  }),
  errors: [
    "adult_required",
    "already_registered",
    "blood_group_invalid",
    "c2c_unavailable",
    "credit_needs_login",
    "discount_expired",
    "discount_inactive",
    "discount_unknown",
    "discount_used_up",
    "duplicate_national_id",
    "extra_answer_required",
    "extra_item_full",
    "extra_item_repeated",
    "extra_item_unknown",
    "free_not_allowed",
    "hold_lapsed",
    "hold_not_found",
    "hold_places",
    "infants_per_adult",
    "installment_plan_not_offered",
    "invalid_amount",
    "not_selling",
    "passenger_blacklisted",
    "registration_closed",
    "seat_closed",
    "seat_duplicate",
    "seat_not_allowed",
    "seat_not_on_map",
    "seat_required",
    "seat_taken",
    "seller_credit_plan",
    "seller_limit",
    "seller_not_allowed",
    "seller_unknown",
    "session_full",
    "session_not_found",
    "tour_not_found",
    "vehicle_full",
    "vehicle_required",
    "vehicle_unknown",
  ],
} satisfies Contract;

export const reservationReceiptContract = {
  method: "GET",
  path: "/api/tour/reservation/receipt/{billId}",
  summary: "هدایت پس از درگاه به صفحه رسید نهایی رزرو",
  tags,
  access: "public",
  params: z.object({ billId: z.string().trim().min(1).max(64) }),
  query: z.object({ paymentStatus: z.string().max(20).optional(), receipt: z.string().max(100).optional() }),
  produces: "redirect",
  errors: [],
} satisfies Contract;
