// Contracts of the tour's group messages (spec doc 2 §7: sendSms, survey).
import type { Contract } from "@/lib/http/contract";
import { groupMessageAnswer, textMessageSchema } from "@/lib/messaging/schemas";
import { idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

const id = idSchema;
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

export const sendTourSmsContract = {
  method: "POST",
  path: "/api/Tour/{tourId}/sendSms",
  summary: "پیامک به همهٔ مسافران پرداخت‌کردهٔ تور (یا یک سانس)؛ پیامک گروهی با هزینهٔ هر پیام",
  tags: ["Tour report"],
  access: ["Leader"],
  params: z.object({ tourId: id }),
  body: z.object({ message: textMessageSchema, sessionId: z.preprocess(blank, id.optional()) }),
  response: groupMessageAnswer,
  errors: ["insufficient_balance", "no_recipients", "wallet_insufficient"],
} satisfies Contract;

export const sendTourSurveyContract = {
  method: "POST",
  path: "/api/Tour/{tourId}/survey",
  summary: "ارسال پیوند فرم نظرسنجی برای مسافران سانس‌های پایان‌یافته",
  tags: ["Tour report"],
  access: ["Leader"],
  params: z.object({ tourId: id }),
  body: z.object({ survey: z.preprocess(blank, z.string().trim().max(300, "حداکثر ۳۰۰ نویسه").optional()) }),
  response: groupMessageAnswer,
  errors: ["insufficient_balance", "no_recipients", "tour_not_ended", "wallet_insufficient"],
} satisfies Contract;
