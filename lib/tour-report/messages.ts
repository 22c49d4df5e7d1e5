// Persian messages of the tour report calls.
export const REPORT_MESSAGES = {
  refundDone: "این استرداد پیش از این انجام شده است.",
  refundAutoInProgress: "پشتیبانی همسفر استرداد خودکار این مورد را از طریق درگاه آغاز کرده است.",
  refNumRequired: "شماره پیگیری پرداخت را وارد کنید.",
} as const;
