// Request schemas of the reservation calls (spec doc 2 §3 "Passenger in a reservation", "Ticket info").
import {
  emailSchema,
  mobileSchema,
  nationalIdSchema,
  idSchema,
  orBlank,
  passengerPhoneSchema,
} from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { MAX_EXTRA_ITEM_NUMBER, MAX_PASSENGERS } from "./constants";
import { RESERVATION_MESSAGES as M } from "./messages";

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** An enum matched without regard to case, with aliases ("card-to-card" → C2C). */
function looseEnum<const T extends readonly [string, ...string[]]>(values: T, aliases: Record<string, T[number]> = {}) {
  return z.preprocess((v) => {
    if (typeof v !== "string") return v;
    const key = v.trim().toLowerCase();
    return aliases[key] ?? values.find((x) => x.toLowerCase() === key) ?? v;
  }, z.enum(values));
}

export const id = idSchema;
const name = z.string().trim().min(1).max(50, "حداکثر ۵۰ نویسه");

export const ageGroupSchema = looseEnum(["Adult", "Child", "Infant"] as const);
export const genderSchema = looseEnum(["Male", "Female"] as const);

export const passengerSchema = z.object({
  firstName: name,
  lastName: name,
  mobile: mobileSchema,
  nationalId: nationalIdSchema,
  ageGroup: ageGroupSchema,
  gender: genderSchema,
  vehicleId: z.preprocess(blankToUndefined, id.optional()),
  seat: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).optional()),
  extraQuestionAnswer: z.preprocess(blankToUndefined, z.string().trim().max(500, "حداکثر ۵۰۰ نویسه").optional()),
  extraItems: z
    .array(z.object({ id, number: z.coerce.number().int().min(0).max(MAX_EXTRA_ITEM_NUMBER) }))
    .max(50)
    .default([]),
});

export const reservationBodySchema = z.object({
  discountCode: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  email: z.preprocess(blankToUndefined, emailSchema.max(254).optional()),
  phone: orBlank(passengerPhoneSchema),
  sellerId: z.preprocess(blankToUndefined, id.optional()),
  /** "Installment": the ticket is sold on `installmentPlanId`, its bill is the down payment (docs/installments.md). */
  paymentMethod: looseEnum(["Online", "C2C", "Credit", "Installment"] as const, {
    "card-to-card": "C2C",
    cardtocard: "C2C",
    card2card: "C2C",
    c2c: "C2C",
  }),
  installmentPlanId: z.preprocess(blankToUndefined, id.optional()),
  /** How the down payment of an installment sale is paid (default Online). */
  downPaymentMethod: z.preprocess(blankToUndefined, looseEnum(["Online", "Credit"] as const).optional()),
  uuid: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  /** The secret of a waiting-list offer's link: the sale uses the places held for it (docs/waiting-list.md). */
  waitlistToken: z.preprocess(blankToUndefined, z.string().trim().min(16).max(64).optional()),
  passengers: z.array(passengerSchema).min(1).max(MAX_PASSENGERS, M.tooManyPassengers(MAX_PASSENGERS)),
});
export type ReservationBody = z.output<typeof reservationBodySchema>;
export type PassengerInput = z.output<typeof passengerSchema>;

export const reservationParams = z.object({ tourId: id, sessionId: id });

export const nationalIdValidationBody = z.object({
  nationalIds: z.array(nationalIdSchema).min(1).max(MAX_PASSENGERS),
  /** The buyer's mobile: when given, an unpaid booking of theirs holding these ids is named in the answer. */
  mobile: mobileSchema.optional(),
});

export const discountParams = z.object({ tourId: id, sessionId: id, code: z.string().trim().min(1).max(50) });

export const statsBody = z.object({
  source: looseEnum(["Instagram", "Telegram", "WhatsApp", "Direct"] as const),
  uuid: z.string().trim().min(1).max(64),
  // Absent or null: an anonymous visitor (the document says both; the contract fuzzer sent null).
  userId: id.nullish().transform((v) => v ?? undefined),
});
