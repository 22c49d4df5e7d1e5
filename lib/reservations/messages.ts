// Persian messages of the reservation area (the spec's catalogue where it has one).
import { DISCOUNT_MESSAGES } from "@/lib/discounts/messages";

export const RESERVATION_MESSAGES = {
  blacklisted: "این کد ملی در فهرست سیاه برگزارکننده است و امکان ثبت‌نام در تورهای او را ندارد.",
  duplicateNationalId: "مقدار کد ملی باید یکتا باشد",
  alreadyRegistered: "مسافر قبلا ثبت نام شده است",
  seatTaken: "صندلی انتخاب‌شده پیش از این رزرو شده است.",
  sessionFull: "ظرفیت این تاریخ تکمیل شده است.",
  vehicleFull: "ظرفیت وسیله نقلیه انتخاب‌شده تکمیل شده است.",
  extraItemFull: (title: string) => `ظرفیت «${title}» تکمیل شده است.`,
  discountUsedUp: DISCOUNT_MESSAGES.usedUp,
  discountExpired: DISCOUNT_MESSAGES.expired,
  discountUnknown: DISCOUNT_MESSAGES.unknown,
  tourNotFound: "تور یافت نشد.",
  sessionNotFound: "تاریخ انتخاب‌شده یافت نشد.",
  notSelling: "ثبت‌نام این تور فعال نیست.",
  registrationClosed: "مهلت ثبت‌نام در این تاریخ به پایان رسیده است.",
  vehicleRequired: "وسیله نقلیه مسافر را انتخاب کنید.",
  vehicleUnknown: "وسیله نقلیه انتخاب‌شده متعلق به این تاریخ نیست.",
  seatRequired: "برای هر مسافر یک صندلی انتخاب کنید.",
  seatNotAllowed: "در این وسیله نقلیه انتخاب صندلی ممکن نیست.",
  seatNotOnMap: "شماره صندلی در نقشه این وسیله نقلیه وجود ندارد.",
  seatClosed: "صندلی انتخاب‌شده بسته است.",
  seatDuplicate: "یک صندلی برای دو مسافر انتخاب شده است.",
  extraItemUnknown: "آیتم اضافه انتخاب‌شده متعلق به این تور نیست.",
  extraItemRepeated: "یک آیتم اضافه برای یک مسافر دو بار آمده است.",
  extraAnswerRequired: "پاسخ سؤال اضافه الزامی است.",
  bloodGroup: "گروه خونی را از فهرست انتخاب کنید (O+، O-، A+، A-، B+، B-، AB+ یا AB-).",
  adultRequired: "هر رزرو دست‌کم یک مسافر بزرگسال لازم دارد.",
  infantsPerAdult: "تعداد نوزادان نباید از تعداد بزرگسالان بیشتر باشد.",
  tooManyPassengers: (max: number) => `در هر رزرو حداکثر ${max.toLocaleString("fa-IR")} مسافر ثبت می‌شود.`,
  sellerUnknown: "فروشنده معتبر نیست.",
  sellerLimit: "سقف فروش همکاران برای این تور تکمیل شده است.",
  creditNeedsLogin: "برای پرداخت از اعتبار ابتدا وارد حساب کاربری خود شوید.",
  freeNotAllowed: "مبلغ قابل پرداخت پس از تخفیف باید بیشتر از صفر باشد.",
  paymentMethod: "روش پرداخت معتبر نیست.",
  unpaidHeld:
    "این مسافران در رزروی از شما هستند که پرداختش کامل نشده است؛ می‌توانید همان را پرداخت کنید یا لغوش کنید و دوباره ثبت کنید.",
  notBuyer: "لغو این رزرو فقط از مرورگری که آن را ثبت کرد یا پس از ورود با موبایل خریدار (کد پیامکی) ممکن است.",
  releasePaid: "این رزرو پرداخت شده است؛ برای لغو آن از صفحه بلیت (استرداد) اقدام کنید.",
  releaseReported: "واریز کارت به کارت این رزرو ثبت شده و در انتظار تایید است؛ لغو آن پس از بررسی واریز ممکن است.",
  released: "رزرو پرداخت‌نشده لغو شد و جای مسافران آزاد شد؛ می‌توانید دوباره ثبت کنید.",
} as const;

/** SMS to the buyer once the tickets are paid. */
export const ticketIssuedSms = (tourTitle: string, trackingId: string, url: string) =>
  `همسفر: بلیت «${tourTitle}» صادر شد. کد پیگیری: ${trackingId}\nمشاهده و دریافت بلیت: ${url}`;
