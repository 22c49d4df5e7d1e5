import { verifyCardNumber } from "@persian-tools/persian-tools";
import { latinDigits, mobileSchema, shebaSchema, idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { REFUND_MESSAGES as M } from "./messages";

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

export const cardNumberSchema = z
  .string()
  .transform((v) => latinDigits(v).replace(/[\s-]/g, ""))
  .refine((v) => /^\d{16}$/.test(v) && verifyCardNumber(Number(v)), M.cardNumber);

export const refundBodySchema = z.object({
  mobile: mobileSchema,
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
