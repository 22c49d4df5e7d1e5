// Persian messages of the tour report calls.
export const REPORT_MESSAGES = {
  refundDone: "این استرداد پیش از این انجام شده است.",
  refNumRequired: "شماره پیگیری پرداخت را وارد کنید.",
} as const;
