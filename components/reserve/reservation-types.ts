// The reservation call's answer (the contract with the reservation backend).
import type { ResponseOf } from "@/lib/client/response-of";
import type { reserveContract } from "@/lib/reservations/contracts";

export type ReservationAnswer = ResponseOf<typeof reserveContract>;

export const TEMPORARY_RESERVATION =
  "رزرو موقت انجام شد. پس از بررسی و تایید پرداخت، خرید تکمیل و پیامک ثبت‌نام ارسال می‌شود.";

/** The final receipt's query: the bill and the outcome only (the ticket is opened by receipt-memory.ts or a receipt value). */
export function finalReceiptQuery(input: { billId: string; status: string }) {
  return `?${new URLSearchParams(input).toString()}`;
}
