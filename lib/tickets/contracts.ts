// Contracts of the ticket calls: a ticket is found by the buyer's mobile and its tracking id.
import { PDF_TYPE } from "@/lib/http/media-types";
import { successResponse, type Contract } from "@/lib/http/contract";
import { z } from "@/lib/validation/z";
import { manageTicketResponse, ticketResponse } from "./responses";

const tags = ["Tickets"];
const mobile = z.string().trim().min(1).max(20);
const trackingId = z.string().trim().min(1).max(20);

export const ticketContract = {
  method: "GET",
  path: "/api/tour/ticket/{mobile}/{trackingId}",
  summary: "رسید و بلیت با شماره موبایل خریدار و کد پیگیری",
  tags,
  access: "public",
  params: z.object({ mobile, trackingId }),
  response: ticketResponse,
  errors: ["ticket_not_found"],
} satisfies Contract;

export const ticketDownloadContract = {
  method: "GET",
  path: "/api/tour/ticket/tracking/{trackingId}/mobile/{mobile}",
  summary: "نشانی دریافت فایل PDF بلیت",
  tags,
  access: "public",
  params: z.object({ mobile, trackingId }),
  response: z.object({ address: z.string() }),
  errors: ["ticket_not_found"],
} satisfies Contract;

export const ticketPdfContract = {
  method: "GET",
  path: "/api/tour/ticket/tracking/{trackingId}/mobile/{mobile}/pdf",
  summary: "فایل PDF بلیت با کد QR کد پیگیری",
  tags,
  access: "public",
  params: z.object({ mobile, trackingId }),
  produces: "file",
  fileTypes: [PDF_TYPE],
  errors: ["ticket_not_found", "ticket_pdf_limited"],
} satisfies Contract;

export const manageTicketContract = {
  method: "GET",
  path: "/api/tour/manage-ticket/{mobile}/{trackingId}",
  summary: "بلیت برای پیگیری و لغو: جریمه و مبلغ بازگشتی هر مسافر و استردادهای قبلی",
  tags,
  access: "public",
  params: z.object({ mobile, trackingId }),
  response: manageTicketResponse,
  errors: ["ticket_not_found"],
} satisfies Contract;

export const receiptTicketContract = {
  method: "GET",
  path: "/api/tour/reservation/receipt/{billId}/ticket",
  summary: "بلیت رسید نهایی با مقدار کوتاه‌مدت رسید (بدون موبایل و کد پیگیری در نشانی)",
  tags,
  access: "public",
  params: z.object({ billId: z.string().trim().min(1).max(64) }),
  query: z.object({ receipt: z.string().max(100) }),
  response: ticketResponse,
  errors: ["receipt_link_invalid"],
} satisfies Contract;

export const requestTicketCodeContract = {
  method: "POST",
  path: "/api/tour/manage-ticket/code",
  summary: "ارسال کد تایید به موبایل خریدار برای لغو بلیت یا ثبت کارت استرداد",
  tags,
  access: "public",
  body: z.object({ mobile, trackingId }),
  maxBodyBytes: 1024,
  response: successResponse,
  errors: ["otp_address_slowed", "otp_hourly_limit", "otp_too_soon", "ticket_not_found"],
} satisfies Contract;
