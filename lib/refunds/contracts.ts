import type { Contract } from "@/lib/http/contract";
import { z } from "@/lib/validation/z";
import { refundBodySchema } from "./schemas";
import { idSchema } from "@/lib/validation/fields";

export const refundPassengersContract = {
  method: "POST",
  path: "/api/tour/passengers/refund",
  summary: "لغو بلیت مسافران با جریمه فعلی قوانین استرداد",
  tags: ["Tickets"],
  access: "public",
  body: refundBodySchema,
  maxBodyBytes: 8192,
  response: z.object({
    id: z.number(),
    penaltyPercent: z.number(),
    returnedAmount: z.number(),
    cardNumber: z.string().nullable(),
    iban: z.string().nullable(),
    cancelledPassengers: z.array(z.object({ id: z.number(), fullName: z.string(), mobile: z.string() })),
    message: z.string(),
  }),
} satisfies Contract;

export const refundInfoContract = {
  method: "GET",
  path: "/api/refunds/RefundInfo/{refundId}",
  summary: "جزئیات یک استرداد (برگزارکننده تور، اپراتور، حسابدار)",
  tags: ["Refunds"],
  access: ["Leader", "Operator", "Accountant"],
  params: z.object({ refundId: idSchema }),
} satisfies Contract;
