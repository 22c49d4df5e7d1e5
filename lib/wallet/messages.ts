// Persian messages of the wallet, charge and checkout calls (a person reads them).
export const WALLET_MESSAGES = {
  chargeMinimum: "حداقل مبلغ شارژ ۱۰٬۰۰۰ تومان است.",
  chargeMaximum: "حداکثر مبلغ هر شارژ ۵۰۰٬۰۰۰٬۰۰۰ تومان است.",
  chargeNotFound: "شارژ کیف پول یافت نشد.",
  checkoutMinimum: "حداقل مبلغ درخواست تسویه ۱۰٬۰۰۰ تومان است.",
  checkoutOverWithdrawable: (withdrawable: bigint) =>
    `مبلغ درخواست از موجودی قابل برداشت بیشتر است؛ موجودی قابل برداشت شما ${Number(withdrawable).toLocaleString("fa-IR")} تومان است.`,
  shebaRequired: "شماره شبا الزامی است.",
  checkoutNotFound: "درخواست تسویه یافت نشد.",
  checkoutAlreadyPaid: "این درخواست تسویه قبلاً پرداخت شده است.",
  checkoutDeleted: "این درخواست تسویه حذف شده است.",
  refNumRequired: "شماره پیگیری الزامی است.",
  checkoutRequested: "درخواست تسویه ثبت شد.",
  userNotFound: "کاربر یافت نشد.",
} as const;

export const checkoutPaidSms = (amount: bigint, refNum: string) =>
  `همسفر: درخواست تسویه شما به مبلغ ${Number(amount).toLocaleString("fa-IR")} تومان واریز شد. شماره پیگیری: ${refNum}`;
