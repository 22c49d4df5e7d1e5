// The reservation call's answer (the contract with the reservation backend).
import type { PaymentMethodChoice } from "@/components/reserve/reserve-state";

export interface ReservationAnswer {
  billId: string;
  paymentToken: string;
  trackingId: string;
  amount: number;
  expiresAt: string;
  paymentMethod: PaymentMethodChoice;
  paymentUrl: string;
  c2cCard?: { cardNumber: string; holder: string } | null;
}

export const TEMPORARY_RESERVATION = "رزرو موقت انجام شد. پس از بررسی و تایید پرداخت، خرید تکمیل و پیامک ثبت‌نام ارسال می‌شود.";

export function finalReceiptQuery(input: { billId: string; trackingId: string; mobile: string; status: string }) {
  return `?${new URLSearchParams(input).toString()}`;
}
