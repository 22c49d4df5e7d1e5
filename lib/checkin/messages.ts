// Persian texts of the check-in (what the guide reads after a scan, online or offline).
import type { ScanOutcome } from "./constants";

export const CHECKIN_MESSAGES: Record<ScanOutcome, string> = {
  boarded: "سوار شد.",
  already: "این بلیت پیش از این پذیرش شده است (اسکن دوباره).",
  wrong_session: "این بلیت مربوط به این سانس نیست.",
  cancelled: "این بلیت لغو شده است؛ سوار نشود.",
  unpaid: "پرداخت این بلیت هنوز تأیید نشده است؛ سوار نشود.",
  invalid: "این کد، بلیت معتبر همسفر نیست.",
};

/** Offline the phone cannot tell a ticket of another session from a forged code: it says both. */
export const OFFLINE_UNKNOWN_MESSAGE = "این بلیت در فهرست این سانس نیست (بلیت سانس دیگر یا کد نامعتبر).";
