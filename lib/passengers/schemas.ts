// Request schemas of the leader's passenger calls (spec doc 2 §3 "Offline passenger",
// "Online passenger edit"; doc 1 "Passenger search filter").
import { emailSchema, mobileSchema, nationalIdSchema, orBlank, passengerPhoneSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { MAX_EXTRA_ITEM_NUMBER } from "@/lib/reservations/constants";
import { genderSchema, id } from "@/lib/reservations/schemas";

const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const name = z.string().trim().min(1).max(50, "حداکثر ۵۰ نویسه");
const optionalText = (max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(max, `حداکثر ${max.toLocaleString("fa-IR")} نویسه`)
      .optional(),
  );
const phone = orBlank(passengerPhoneSchema);
const optionalId = z.preprocess(blank, id.optional());
const seat = z.preprocess(blank, z.coerce.number().int().min(1).max(100).optional());

/** Offline: paid to the leader outside the platform; OfflinePlusCommission: the platform's commission is charged to the leader's wallet. */
export const offlineMethodSchema = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v.trim().toLowerCase() === "offlinepluscommission"
        ? "OfflinePlusCommission"
        : v.trim().toLowerCase() === "offline"
          ? "Offline"
          : v
      : v,
  z.enum(["Offline", "OfflinePlusCommission"]),
);

export const offlinePassengerSchema = z.object({
  name,
  lastName: name,
  gender: genderSchema,
  nationalId: nationalIdSchema,
  mobile: mobileSchema,
  totalPay: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000_000_000).optional()),
  sessionId: id,
  vehicleId: optionalId,
  seat,
  description: optionalText(500),
  email: z.preprocess(blank, emailSchema.max(254).optional()),
  phone,
  paymentMethod: z.preprocess(blank, offlineMethodSchema.optional()),
  extraItems: z
    .array(z.object({ extraItemId: id, count: z.coerce.number().int().min(0).max(MAX_EXTRA_ITEM_NUMBER) }))
    .max(50)
    .default([]),
});
export type OfflinePassengerInput = z.output<typeof offlinePassengerSchema>;

export const onlinePassengerEditSchema = z.object({
  firstName: name,
  lastName: name,
  mobile: mobileSchema,
  nationalId: nationalIdSchema,
  email: z.preprocess(blank, emailSchema.max(254).optional()),
  phone,
  vehicleId: optionalId,
  seatNumber: seat,
  description: optionalText(500),
});
export type OnlinePassengerEdit = z.output<typeof onlinePassengerEditSchema>;

export const COUNT_OPERATORS = ["Equal", "GreaterThan", "LessThan", "GreaterThanOrEqual", "LessThanOrEqual"] as const;
export type CountOperator = (typeof COUNT_OPERATORS)[number];
const SYMBOLS: Record<string, CountOperator> = {
  "=": "Equal",
  ">": "GreaterThan",
  "<": "LessThan",
  ">=": "GreaterThanOrEqual",
  "<=": "LessThanOrEqual",
};

/** The spec's count operator: its names in any case, or the symbols = > < >= <=. */
export const countOperatorSchema = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const t = v.trim();
  return SYMBOLS[t] ?? COUNT_OPERATORS.find((o) => o.toLowerCase() === t.toLowerCase()) ?? t;
}, z.enum(COUNT_OPERATORS));

const booleanish = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean(),
);

/** The passenger book's filter (query of the search, body of send-message). */
export const passengerFilterFields = {
  countOperator: z.preprocess(blank, countOperatorSchema.optional()),
  count: z.preprocess(blank, z.coerce.number().int().min(0).max(10_000).optional()),
  isBlackListed: z.preprocess(blank, booleanish.optional()),
  searchOnNameNationalIdMobile: z.preprocess(blank, z.string().trim().max(100).optional()),
};

export const passengerSearchQuery = z.object({
  "Resource.CountOperator": passengerFilterFields.countOperator,
  "Resource.Count": passengerFilterFields.count,
  "Resource.IsBlackListed": passengerFilterFields.isBlackListed,
  "Resource.SearchOnNameNationalIdMobile": passengerFilterFields.searchOnNameNationalIdMobile,
});

import { textMessageSchema } from "@/lib/messaging/schemas";

export { textMessageSchema };

/** A filter field of a JSON body: null or left out is no filter (a body has no blank query values to read away). */
const absentWhenNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

export const passengerMessageBody = z.object({
  countOperator: absentWhenNull(countOperatorSchema),
  count: absentWhenNull(z.coerce.number().int().min(0).max(10_000)),
  isBlackListed: absentWhenNull(booleanish),
  searchOnNameNationalIdMobile: absentWhenNull(z.string().trim().max(100)),
  textMessage: textMessageSchema,
});
export type PassengerFilter = {
  countOperator?: CountOperator;
  count?: number;
  isBlackListed?: boolean;
  searchOnNameNationalIdMobile?: string;
};
