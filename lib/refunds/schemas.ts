import { verifyCardNumber } from "@persian-tools/persian-tools";
import { latinDigits, mobileSchema, shebaSchema, idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { REFUND_MESSAGES as M } from "./messages";

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

export const cardNumberSchema = z
  .string()
  .transform((v) => latinDigits(v).replace(/[\s-]/g, ""))
  .refine((v) => /^\d{16}$/.test(v) && verifyCardNumber(Number(v)), M.cardNumber);

/** The six-digit code sent to the buyer's mobile (POST /api/tour/manage-ticket/code); Persian digits accepted. */
const ticketCodeSchema = z
  .string()
  .max(32, "کد تایید باید ۶ رقم باشد")
  .transform((v) => latinDigits(v).trim())
  .refine((v) => /^\d{6}$/.test(v), "کد تایید باید ۶ رقم باشد");

export const refundBodySchema = z.object({
  mobile: mobileSchema,
  /** Required unless the caller is signed in as the buyer's mobile. */
  otpCode: z.preprocess(blankToUndefined, ticketCodeSchema.optional()),
  trackingId: z.string().trim().min(1).max(20),
  passengerIds: z.array(idSchema).min(1).max(50),
  penaltyPercent: z.coerce.number().int().min(0).max(100),
  cardNumber: z.preprocess(blankToUndefined, cardNumberSchema.optional()),
  iban: z.preprocess(
    blankToUndefined,
    shebaSchema
      .refine((v) => v.length === 24, "شماره شبا معتبر نیست")
      .transform((v) => `IR${v}`)
      .optional(),
  ),
});
export type RefundBody = z.output<typeof refundBodySchema>;
