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
  summary: "The caller's passengers, one row per national id, with trips and blacklist (10 a page)",
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
} satisfies Contract;

const blacklistParams = z.object({ nationalId: nationalIdSchema });
const blacklistAnswer = z.object({ nationalId: z.string(), isBlackListed: z.boolean() });

export const blacklistPassengerContract = {
  method: "POST",
  path: "/api/user/passenger/blacklist/{nationalId}",
  summary: "Blacklist a national id (it cannot reserve the caller's tours)",
  tags,
  access: SELLERS,
  params: blacklistParams,
  response: blacklistAnswer,
} satisfies Contract;

export const unblacklistPassengerContract = {
  method: "DELETE",
  path: "/api/user/passenger/blacklist/{nationalId}",
  summary: "Remove a national id from the blacklist",
  tags,
  access: SELLERS,
  params: blacklistParams,
  response: blacklistAnswer,
} satisfies Contract;

import { groupMessageAnswer } from "@/lib/messaging/schemas";

export { groupMessageAnswer };

export const messagePassengerBookContract = {
  method: "POST",
  path: "/api/user/passenger/send-message",
  summary: "Text every passenger of the filtered book (a group SMS, charged per message)",
  tags,
  access: SELLERS,
  body: passengerMessageBody,
  response: groupMessageAnswer,
} satisfies Contract;
