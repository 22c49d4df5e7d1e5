// Contracts of the passenger book (spec doc 1 "Passengers and subscribers").
import type { Contract } from "@/lib/http/contract";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { nationalIdSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { passengerMessageBody, passengerSearchQuery } from "./schemas";

const SELLERS = ["Leader", "Affiliate"] as const;
const tags = ["Passenger book"];

export const searchPassengerBookContract = {
  method: "GET",
  path: "/api/user/passenger/search",
  summary: "مسافران کاربر، یک ردیف برای هر کد ملی، با سفرها و فهرست سیاه (۱۰ مورد در هر صفحه)",
  tags,
  access: SELLERS,
  query: passengerSearchQuery.extend(pageQuery(10, 100)),
  response: pagedSchema(
    z.object({
      nationalId: z.string(),
      fullName: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      mobile: z.string(),
      tripCount: z.number(),
      lastTrip: z.string().nullable(),
      isBlackListed: z.boolean(),
    }),
  ).extend({
    /** Mobiles a group SMS to this filter texts (one message per mobile): what send-message answers as recipients. */
    recipients: z.number().int(),
  }),
  errors: [],
} satisfies Contract;

const blacklistParams = z.object({ nationalId: nationalIdSchema });
const blacklistAnswer = z.object({ nationalId: z.string(), isBlackListed: z.boolean() });

export const blacklistPassengerContract = {
  method: "POST",
  path: "/api/user/passenger/blacklist/{nationalId}",
  summary: "افزودن کد ملی به فهرست سیاه (دیگر نمی‌تواند تورهای کاربر را رزرو کند)",
  tags,
  access: SELLERS,
  params: blacklistParams,
  response: blacklistAnswer,
  errors: ["already_blacklisted", "not_blacklisted"],
} satisfies Contract;

export const unblacklistPassengerContract = {
  method: "DELETE",
  path: "/api/user/passenger/blacklist/{nationalId}",
  summary: "حذف کد ملی از فهرست سیاه",
  tags,
  access: SELLERS,
  params: blacklistParams,
  response: blacklistAnswer,
  errors: ["already_blacklisted", "not_blacklisted"],
} satisfies Contract;

import { groupMessageAnswer } from "@/lib/messaging/schemas";

export { groupMessageAnswer };

export const messagePassengerBookContract = {
  method: "POST",
  path: "/api/user/passenger/send-message",
  summary: "پیامک به همهٔ مسافران فهرست فیلترشده (پیامک گروهی با هزینهٔ هر پیام)",
  tags,
  access: SELLERS,
  body: passengerMessageBody,
  response: groupMessageAnswer,
  errors: ["insufficient_balance", "no_recipients", "wallet_insufficient"],
} satisfies Contract;
