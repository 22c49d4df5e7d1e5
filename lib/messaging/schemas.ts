// The group SMS's text and answer, shared by every call that sends one (the passenger book, a
// tour's passengers, subscribers): they live here, with the sending, so those domains import
// messaging and never the other way round.
import { z } from "@/lib/validation/z";

export const textMessageSchema = z.string().trim().min(1).max(500, "متن پیامک حداکثر ۵۰۰ نویسه است");

export const groupMessageAnswer = z.object({
  id: z.number(),
  recipients: z.number(),
  cost: z.number(),
  status: z.string(),
});
