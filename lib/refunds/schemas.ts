import {
  cardNumberSchema,
  filledShebaSchema,
  latinDigits,
  mobileSchema,
  idSchema,
  orBlank,
} from "@/lib/validation/fields";
import { OTP_PATTERN } from "@/lib/validation/patterns";
import { z } from "@/lib/validation/z";
import { REFUND_MESSAGES } from "./messages";

/** The six-digit code sent to the buyer's mobile (POST /api/tour/manage-ticket/code); Persian digits accepted. */
const ticketCodeSchema = z
  .string()
  .max(32, "کد تایید باید ۶ رقم باشد")
  .meta({ pattern: OTP_PATTERN })
  .transform((v) => latinDigits(v).trim())
  .refine((v) => /^\d{6}$/.test(v), "کد تایید باید ۶ رقم باشد");

/** The holder's name of a card or sheba a refund is paid to (the cancel on /tracking, the texted /refund-account link). */
const accountHolderSchema = z.string().trim().min(3, "نام را کامل بنویسید").max(80, "حداکثر ۸۰ نویسه است");
const { holderRequired: HOLDER_REQUIRED, accountForHolder: ACCOUNT_FOR_HOLDER } = REFUND_MESSAGES;

export const refundBodySchema = z
  .object({
    mobile: mobileSchema,
    /** Required unless the caller is signed in as the buyer's mobile. */
    otpCode: orBlank(ticketCodeSchema),
    trackingId: z.string().trim().min(1).max(20),
    passengerIds: z.array(idSchema).min(1).max(50),
    penaltyPercent: z.coerce.number().int().min(0).max(100),
    cardNumber: orBlank(cardNumberSchema),
    iban: orBlank(filledShebaSchema("شماره شبا معتبر نیست").transform((v) => `IR${v}`)),
    accountHolder: orBlank(accountHolderSchema).describe(
      "the card's or sheba's holder: required with cardNumber or iban, and refused without either (a rule between fields)",
    ),
  })
  .superRefine((v, ctx) => {
    // Support pays a card or sheba to a named person: a row with a card and no name leaves them asking whose it
    // is. A name with nowhere to pay says nothing, so each is refused without the other.
    if ((v.cardNumber || v.iban) && !v.accountHolder)
      ctx.addIssue({ code: "custom", message: HOLDER_REQUIRED, path: ["accountHolder"] });
    if (v.accountHolder && !v.cardNumber && !v.iban)
      ctx.addIssue({ code: "custom", message: ACCOUNT_FOR_HOLDER, path: ["accountHolder"] });
  });
export type RefundBody = z.output<typeof refundBodySchema>;

/** The signed token of the texted /refund-account link (lib/refunds/refund-account-link.ts). */
export const refundAccountQuery = z.object({ token: z.string().trim().min(10).max(200) });

/** Where to pay a refund, as the buyer types it on /refund-account: a card or a sheba (or both) and the holder. */
export const refundAccountBodySchema = z.object({
  cardNumber: orBlank(cardNumberSchema),
  iban: orBlank(filledShebaSchema("شماره شبا معتبر نیست").transform((v) => `IR${v}`)),
  accountHolder: accountHolderSchema,
});
export type RefundAccountBody = z.output<typeof refundAccountBodySchema>;
