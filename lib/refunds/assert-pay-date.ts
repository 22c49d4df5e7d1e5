import "server-only";
// The day a refund reached its buyer, as the operator's manual form or the leader's own payment records it:
// a day after today or before the refund existed is a typing mistake, refused (422) rather than kept on the
// row the traveller and the accountant read. Compared as Tehran days: the date field sends the picked day's
// midnight UTC, which is that same Tehran day, so today is accepted at any hour.
import { tehranDay } from "@/lib/format/tehran-time";
import { unprocessable } from "@/lib/http/errors";
import { REFUND_OFFICE_MESSAGES as M } from "./messages";

export function assertPayDate(payDate: Date | null | undefined, refundCreatedAt: Date, now: Date) {
  if (!payDate) return;
  if (tehranDay(payDate) > tehranDay(now)) throw unprocessable(M.payDateFuture, "refund_pay_date_invalid");
  if (tehranDay(payDate) < tehranDay(refundCreatedAt))
    throw unprocessable(M.payDateBeforeRefund, "refund_pay_date_invalid");
}
