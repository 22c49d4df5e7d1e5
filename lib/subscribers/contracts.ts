// Contracts of the subscribers calls (spec doc 1 "Passengers and subscribers").
import type { Contract } from "@/lib/http/contract";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { groupMessageAnswer, textMessageSchema } from "@/lib/messaging/schemas";
import { canonicalMobileSchema, idSchema, mobileSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

const tags = ["Subscribers"];
const LEADER = ["Leader"] as const;
const row = z.object({ id: z.number(), mobile: canonicalMobileSchema, createdAt: z.string() });

export const subscribeContract = {
  method: "POST",
  path: "/api/Users/Self/{userId}/subscribe",
  summary: "عضویت یک موبایل در خبرنامهٔ تورگردان (بدون ورود؛ تکرار پذیرفته می‌شود)",
  tags,
  access: "public",
  params: z.object({ userId: idSchema }),
  body: z.object({ mobile: mobileSchema }),
  maxBodyBytes: 1024,
  response: z.object({ success: z.boolean(), message: z.string() }),
  errors: [],
} satisfies Contract;

export const listSubscribersContract = {
  method: "GET",
  path: "/api/Users/Self/subscribers",
  summary: "مشترکان کاربر، تازه‌ترین نخست (۹ مورد در هر صفحه)",
  tags,
  access: LEADER,
  query: z.object(pageQuery(9, 100)),
  response: pagedSchema(row),
  errors: [],
} satisfies Contract;

export const messageSubscribersContract = {
  method: "POST",
  path: "/api/Users/Self/subscribers/send-message",
  summary: "پیامک به همهٔ مشترکان (پیامک گروهی با هزینهٔ هر پیام)",
  tags,
  access: LEADER,
  body: z.object({ textMessage: textMessageSchema }),
  response: groupMessageAnswer,
  errors: ["insufficient_balance", "no_recipients", "wallet_insufficient"],
} satisfies Contract;
