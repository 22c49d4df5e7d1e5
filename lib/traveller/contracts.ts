// Contracts of the traveller's own bookings (/my): sign-in with an SMS code, the session, the tickets
// bought with the session's mobile, and the calendar files (.ics) of a ticket.
import { successResponse, type Contract } from "@/lib/http/contract";
import { ICS_TYPE } from "@/lib/http/media-types";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { wireDate, wireMoney } from "@/lib/http/wire";
import { TicketStatus } from "@/lib/db/generated/enums";
import { otpCodeSchema } from "@/lib/accounts/schemas";
import { manageTicketResponse } from "@/lib/tickets/responses";
import { mobileSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

const tags = ["Traveller"];
const trackingId = z.string().trim().min(1).max(20);
const sessionResponse = z.object({ mobile: z.string(), expiresAt: wireDate });

export const requestTravellerCodeContract = {
  method: "POST",
  path: "/api/my/code",
  summary: "ارسال کد ورود به «بلیت‌های من» به موبایل خریدار (بدون رمز عبور)",
  tags,
  access: "public",
  body: z.object({ mobile: mobileSchema }),
  maxBodyBytes: 1024,
  response: successResponse,
  errors: ["otp_address_slowed", "otp_hourly_limit", "otp_too_soon"],
} satisfies Contract;

export const travellerSignInContract = {
  method: "POST",
  path: "/api/my/session",
  summary: "ورود مسافر با موبایل و کد پیامک‌شده؛ کوکی httpOnly کوتاه‌مدت، جدا از حساب برگزارکنندگان",
  tags,
  access: "public",
  body: z.object({ mobile: mobileSchema, otpCode: otpCodeSchema }),
  maxBodyBytes: 1024,
  response: sessionResponse,
  errors: ["invalid_otp"],
} satisfies Contract;

export const travellerSessionContract = {
  method: "GET",
  path: "/api/my/session",
  // Signed out is an answer, not an error: /my asks this first on every visit, and a 401 would be logged
  // as a console error in every signed-out traveller's browser.
  summary: "نشست مسافر (موبایل و زمان پایان)؛ null بدون ورود",
  tags,
  access: "public",
  response: sessionResponse.nullable(),
  errors: [],
} satisfies Contract;

export const travellerSignOutContract = {
  method: "DELETE",
  path: "/api/my/session",
  summary: "خروج مسافر",
  tags,
  access: "public",
  response: successResponse,
  errors: [],
} satisfies Contract;

export const myTicketsContract = {
  method: "GET",
  path: "/api/my/tickets",
  summary: "همه بلیت‌های خریده‌شده با موبایل مسافر واردشده، از همه برگزارکنندگان و سایت‌ها",
  tags,
  access: "public",
  query: z.object({ ...pageQuery(10, 50) }),
  response: pagedSchema(
    z.object({
      trackingId: z.string(),
      status: z.enum(TicketStatus),
      statusTitle: z.string(),
      amount: wireMoney,
      createdAt: wireDate,
      tour: z.object({
        id: z.number().int(),
        title: z.string(),
        leaderId: z.number().int(),
        leaderBrand: z.string(),
        startPlaceText: z.string().nullable(),
      }),
      session: z.object({ startTime: wireDate, endTime: wireDate }),
      passengers: z.number().int(),
      cancelledPassengers: z.number().int(),
      upcoming: z.boolean(),
      /** A booking still waiting for its payment: resume it (paymentUrl, online) or release it. */
      unpaid: z.object({ billId: z.string(), expiresAt: wireDate, paymentUrl: z.string().nullable() }).nullable(),
      /** A paid ticket sold in installments: its next unpaid installment and that installment's signed pay link. */
      nextInstallment: z
        .object({
          id: z.number().int(),
          sequence: z.number().int(),
          amount: wireMoney,
          dueAt: wireDate,
          overdue: z.boolean(),
          payUrl: z.string(),
        })
        .nullable(),
    }),
  ),
  errors: ["traveller_signed_out"],
} satisfies Contract;

export const myTicketContract = {
  method: "GET",
  path: "/api/my/tickets/{trackingId}",
  summary: "یک بلیت مسافر واردشده با جریمه و مبلغ بازگشتی هر مسافر (برای لغو بدون کد دوباره)",
  tags,
  access: "public",
  params: z.object({ trackingId }),
  response: manageTicketResponse,
  errors: ["ticket_not_found", "traveller_signed_out"],
} satisfies Contract;

export const myTicketIcsContract = {
  method: "GET",
  path: "/api/my/tickets/{trackingId}/ics",
  summary: "فایل تقویم (.ics) بلیت مسافر واردشده",
  tags,
  access: "public",
  params: z.object({ trackingId }),
  produces: "file",
  fileTypes: [ICS_TYPE],
  errors: ["ticket_not_found", "traveller_signed_out"],
} satisfies Contract;

export const ticketIcsContract = {
  method: "GET",
  path: "/api/tour/ticket/{mobile}/{trackingId}/ics",
  summary: "فایل تقویم (.ics) بلیت با موبایل خریدار و کد پیگیری",
  tags: ["Tickets"],
  access: "public",
  params: z.object({ mobile: z.string().trim().min(1).max(20), trackingId }),
  produces: "file",
  fileTypes: [ICS_TYPE],
  errors: ["ticket_not_found"],
} satisfies Contract;
