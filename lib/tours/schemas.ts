// Zod schemas of the tour area, shared by the route contracts and the wizard forms. Field names are
// the spec's (doc 2 §3, endpoints.tsv). The rules of §5 live here so that the form and the server
// refuse the same input with the same Persian text; rules that need the stored tour (what was sold)
// are in update-tour.ts.
import { queryBool, queryDate } from "@/lib/http/query-fields";
import { Accommodation, TourType, TransportType } from "@/lib/db/generated/enums";
import { idSchema, moneySchema } from "@/lib/validation/fields";
import { allRules, exactlyOne, unlessField } from "@/lib/validation/variants";
import { z } from "@/lib/validation/z";
import { TOUR_MESSAGES as M } from "./messages";
import { hasSeatMap } from "./seat-maps";

const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** Optional in the input (absent, null or ""), null in the output when not given. */
function opt<T extends z.ZodType>(schema: T) {
  return z
    .preprocess(emptyToNull, schema.nullable())
    .optional()
    .transform((value) => (value ?? null) as z.output<T> | null);
}

const id = idSchema;
const optionalId = opt(id);
const text = (max: number) => z.string().trim().max(max);
/** Optional text: blank becomes null. */
const optionalText = (max: number) => opt(text(max)).transform((value) => (value ? value : null));
const title = text(200).min(1);
const age = z.coerce.number().int().min(0, M.ageBounds).max(120, M.ageBounds);
const optionalAge = opt(age);
const percent = z.coerce.number().int().min(0, M.percentRange).max(100, M.percentRange);
const optionalMoney = opt(moneySchema);
const capacity = z.coerce.number({ error: M.capacityMin }).int().min(1, M.capacityMin).max(100_000);
/** An ISO 8601 instant with its offset ("2026-12-01T04:30:00.000Z"); the UI converts from Jalali. */
// Years 0001–0999 are refused like every other date of the API (strict-coerce.ts; PostgreSQL has no year 0),
// and the document says so with a second pattern.
export const dateTime = z.iso
  .datetime({ offset: true })
  .regex(/^[1-9]/, M.yearRange)
  .transform((value) => new Date(value));
const optionalDateTime = opt(dateTime);
const titleList = (maxItems: number) =>
  z
    .array(text(100).min(1))
    .max(maxItems)
    .default([])
    .transform((items) => [...new Set(items)]);

export const vehicleFields = {
  vehicleType: z.enum(TransportType),
  busPassengersCanChooseTheirSeat: z.boolean().default(false),
  /** Toman added to the ticket for this vehicle; 0 or empty: none. */
  price: opt(z.coerce.number().int().min(0).max(1_000_000_000_000)).transform((v) => v ?? 0),
  /** Only for types without a seat map (plane, train, minibus, ...); a bus has its map's seats. */
  capacity: opt(capacity),
};

function checkSeatChoice(
  vehicle: { vehicleType: TransportType; busPassengersCanChooseTheirSeat: boolean },
  ctx: z.RefinementCtx,
  path: PropertyKey[],
) {
  if (vehicle.busPassengersCanChooseTheirSeat && !hasSeatMap(vehicle.vehicleType)) {
    ctx.addIssue({ code: "custom", message: M.seatChoiceNeedsMap, path: [...path, "busPassengersCanChooseTheirSeat"] });
  }
}

const SEAT_MAP_TYPES = Object.values(TransportType).filter((type) => hasSeatMap(type));
const OTHER_VEHICLES = Object.values(TransportType).filter((type) => !hasSeatMap(type));
/** Passengers choose their seat only on a vehicle type with a seat map (checkSeatChoice), as the document says. */
const seatChoiceRule = (typeKey: string, choiceKey: string) => ({
  oneOf: [
    { required: [typeKey], properties: { [typeKey]: { enum: SEAT_MAP_TYPES } } },
    { required: [typeKey], properties: { [typeKey]: { enum: OTHER_VEHICLES }, [choiceKey]: { const: false } } },
  ],
});
/** A share in percent (the default) is at most 100 (checkShare). */
const shareRule = allRules(
  unlessField("shareIsInPercent", false, { properties: { shareFromSalesToAffiliates: { maximum: 100 } } }),
);

export const sessionVehicleSchema = z
  .object({ id: optionalId, ...vehicleFields })
  .superRefine((v, ctx) => checkSeatChoice(v, ctx, []))
  .meta(seatChoiceRule("vehicleType", "busPassengersCanChooseTheirSeat"));

export const sessionSchema = z.object({
  id: optionalId,
  capacity,
  price: moneySchema,
  childPrice: optionalMoney,
  infantPrice: optionalMoney,
  registrationEndTime: optionalDateTime,
  startTime: dateTime,
  endTime: dateTime,
  vehicles: z.array(sessionVehicleSchema).max(20).default([]),
});

export const refundRuleFields = {
  daysBefore: z.coerce.number().int().min(0).max(365),
  penaltyPercent: percent,
};
export const refundRuleSchema = z.object({ ruleId: optionalId, ...refundRuleFields });

export const extraItemFields = {
  title: text(100).min(1),
  capacity,
  price: moneySchema,
};
export const extraItemSchema = z.object({ id: optionalId, ...extraItemFields });

/** A percent or an amount, exactly one (checked with the payload: tourPayloadSchema). */
export const tourDiscountSchema = z
  .object({
    id: optionalId,
    code: text(50).min(1),
    capacity,
    percent: opt(z.coerce.number().int().min(1, M.percentRange).max(100, M.percentRange)),
    price: optionalMoney,
    endTime: optionalDateTime,
  })
  .meta(exactlyOne("percent", "price"));

/** Refund rules: no two with the same daysBefore (they are applied sorted by daysBefore descending). */
function checkRefundRules(rules: { daysBefore: number }[], ctx: z.RefinementCtx, path: PropertyKey[]) {
  const seen = new Set<number>();
  rules.forEach((rule, i) => {
    if (seen.has(rule.daysBefore))
      ctx.addIssue({ code: "custom", message: M.refundDuplicate, path: [...path, i, "daysBefore"] });
    seen.add(rule.daysBefore);
  });
}

function checkShare(value: { shareIsInPercent: boolean; shareFromSalesToAffiliates: number }, ctx: z.RefinementCtx) {
  if (value.shareIsInPercent && value.shareFromSalesToAffiliates > 100) {
    ctx.addIssue({ code: "custom", message: M.percentRange, path: ["shareFromSalesToAffiliates"] });
  }
}

/** The payload's fields as a draft may carry them (each optional one null when not given). */
const tourFields = {
  title,
  description: optionalText(20_000),
  tourType: z.enum(TourType),
  styleId: optionalId,
  startCityId: optionalId,
  startPlaceText: optionalText(500),
  endPlaceText: optionalText(500),
  latitude: opt(z.coerce.number().min(-90).max(90)),
  longitude: opt(z.coerce.number().min(-180).max(180)),
  isAbroad: z.boolean().default(false),
  hardShipId: optionalId,
  showHardShipDescriptionInBuyTime: z.boolean().default(false),
  startAge: optionalAge,
  endAge: optionalAge,
  tags: titleList(30),
  services: titleList(50),
  checkLists: titleList(50),
  accommodations: z
    .array(z.enum(Accommodation))
    .default([])
    .transform((items) => [...new Set(items)]),
  dailyProgram: optionalText(20_000),
  ticketNote: optionalText(5_000),
  extraQuestionTitle: optionalText(300),
  extraQuestionIsDateType: z.boolean().default(false),
  answerToExtraQuestionIsRequired: z.boolean().default(false),
  localLeaderName: optionalText(100),
  copyLocalLeaderPhotoFromDefaultTour: z.boolean().default(true),
  affiliatesCanSellThisTour: z.boolean().default(false),
  shareFromSalesToAffiliates: opt(z.coerce.number().int().min(0).max(1_000_000_000_000)).transform((v) => v ?? 0),
  shareIsInPercent: z.boolean().default(true),
  maxSellCountFromCollaborators: opt(z.coerce.number().int().min(0).max(100_000)),
  collabs: z
    .array(id)
    .max(200)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  refundRules: z.array(refundRuleSchema).max(20).default([]),
  extraItems: z.array(extraItemSchema).max(50).default([]),
  discountCampaignIds: z
    .array(id)
    .max(50)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  DefinitionInstallments: z
    .array(id)
    .max(50)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  tourDiscounts: z.array(tourDiscountSchema).max(100).default([]),
  sessions: z.array(sessionSchema).max(400).default([]),
};

/**
 * A field the variant must have: absent, null or "" is refused with `message` as the one issue of the
 * field, and the payload's other rules still run (`continue`), as they did when this was a refinement.
 */
function required<T extends z.ZodType>(schema: T, message: string = M.required) {
  return z.preprocess((value, ctx) => {
    if (value !== "" && value !== null && value !== undefined) return value;
    ctx.addIssue({ code: "custom", message, continue: true });
    return z.NEVER;
  }, schema);
}

/** A list the variant must have: left out, it is refused with `message` (null or not a list: as any list). */
function requiredList<T extends z.ZodType>(schema: T, message: string): T {
  // Typed as the list itself: what goes in and comes out is the list's (the check only adds a message).
  return z.preprocess((value, ctx) => {
    if (value !== undefined) return value;
    ctx.addIssue({ code: "custom", message, continue: true });
    return z.NEVER;
  }, schema) as unknown as T;
}

/** A SimpleTour's session closes its registration (spec §5). */
const simpleSessionSchema = sessionSchema.extend({
  registrationEndTime: required(dateTime, M.registrationRequired),
});
const OTHER_TYPES = Object.values(TourType).filter((type) => type !== "SimpleTour") as [
  Exclude<TourType, "SimpleTour">,
  ...Exclude<TourType, "SimpleTour">[],
];
const simpleSessions = z.array(simpleSessionSchema).max(400);
const otherSessions = z.array(sessionSchema).max(400);

/** What a published tour adds: steps one and two filled in and at least one date. */
const publishedFields = {
  isDraft: z.literal(false).optional(),
  styleId: required(id),
  startCityId: required(id),
  hardShipId: required(id),
  startPlaceText: required(text(500).min(1)),
  startAge: required(age),
};

/** A discriminator's missing value reads as the missing field it is, not as "invalid union". */
const discriminatorError = (issue: { code?: string; input?: unknown; discriminator?: string; note?: string }) => {
  if (issue.code !== "invalid_union" || !issue.discriminator) return undefined;
  const value = (issue.input as Record<string, unknown> | null | undefined)?.[issue.discriminator];
  return value === undefined || value === null ? M.required : undefined;
};

/**
 * The payload's variants, a oneOf in the OpenAPI document: a draft (isDraft: true) needs only a title
 * and a type; a published tour (isDraft false or left out) needs style, start city, hardship, start
 * place, start age and at least one session; a SimpleTour needs accommodations when published, and a
 * registration end on each session always. The messages are those of the single object it replaced.
 */
const tourPayloadVariants = z
  .discriminatedUnion(
    "isDraft",
    [
      z.discriminatedUnion(
        "tourType",
        [
          z.object({
            ...tourFields,
            isDraft: z.literal(true),
            tourType: z.literal("SimpleTour"),
            sessions: simpleSessions.default([]),
          }),
          z.object({ ...tourFields, isDraft: z.literal(true), tourType: z.enum(OTHER_TYPES) }),
        ],
        { error: discriminatorError },
      ),
      z.discriminatedUnion(
        "tourType",
        [
          z.object({
            ...tourFields,
            ...publishedFields,
            tourType: z.literal("SimpleTour"),
            accommodations: requiredList(
              z
                .array(z.enum(Accommodation))
                .min(1, M.accommodationsRequired)
                .transform((items) => [...new Set(items)]),
              M.accommodationsRequired,
            ),
            sessions: requiredList(simpleSessions.min(1, M.noSession), M.noSession),
          }),
          z.object({
            ...tourFields,
            ...publishedFields,
            tourType: z.enum(OTHER_TYPES),
            sessions: requiredList(otherSessions.min(1, M.noSession), M.noSession),
          }),
        ],
        { error: discriminatorError },
      ),
    ],
    { error: discriminatorError },
  )
  .meta(shareRule);

/**
 * The create/edit payload with the rules of spec §5. A draft (isDraft: true) needs only a title
 * and a type: the other required fields of steps one and two and "at least one date" are checked
 * when the tour is published. Whatever a draft does contain is checked as strictly as a published
 * tour's (each given session complete and consistent, prices, ages, refund rules, discounts),
 * because the stored rows are the same.
 */
export const tourPayloadSchema = tourPayloadVariants
  .check(
    // A type or draft flag the variants do not know names no variant: the fields are then checked
    // as the common object, so every other mistake is still reported with its own message.
    z.superRefine(
      (value: unknown, ctx) => {
        const common = z.object({ ...tourFields, isDraft: z.boolean().default(false) }).safeParse(value);
        // The union named the first discriminator it could not read: isDraft, else tourType.
        const isDraft = (value as { isDraft?: unknown } | null)?.isDraft;
        const reported = isDraft === undefined || typeof isDraft === "boolean" ? "tourType" : "isDraft";
        for (const issue of common.error?.issues ?? [])
          if (issue.path[0] !== reported) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      },
      { when: (payload) => payload.issues.some((issue) => "discriminator" in issue) },
    ),
  )
  .superRefine((tour, ctx) => {
    // A missing start age (refused above) counts as the default 18 here, as it always did.
    const startAge = typeof tour.startAge === "number" ? tour.startAge : 18;
    const endAge = tour.endAge ?? 65;
    if (startAge > endAge) ctx.addIssue({ code: "custom", message: M.ageRange, path: ["startAge"] });
    // Left out of a published tour (refused above), the sessions are none here.
    const sessions = Array.isArray(tour.sessions) ? tour.sessions : [];
    sessions.forEach((session, i) => {
      if (session.endTime <= session.startTime)
        ctx.addIssue({ code: "custom", message: M.endBeforeStart, path: ["sessions", i, "endTime"] });
      if (session.registrationEndTime instanceof Date && session.registrationEndTime > session.startTime) {
        ctx.addIssue({
          code: "custom",
          message: M.registrationAfterStart,
          path: ["sessions", i, "registrationEndTime"],
        });
      }
    });
    checkRefundRules(tour.refundRules, ctx, ["refundRules"]);
    const codes = new Set<string>();
    tour.tourDiscounts.forEach((discount, i) => {
      if ((discount.percent === null) === (discount.price === null)) {
        ctx.addIssue({ code: "custom", message: M.discountKind, path: ["tourDiscounts", i, "percent"] });
      }
      const key = discount.code.toLowerCase();
      if (codes.has(key))
        ctx.addIssue({ code: "custom", message: M.discountCodeDuplicate, path: ["tourDiscounts", i, "code"] });
      codes.add(key);
    });
    checkShare(tour, ctx);
  })
  .transform((tour) => ({
    ...tour,
    isDraft: tour.isDraft === true,
    startAge: tour.startAge ?? 18,
    endAge: tour.endAge ?? 65,
    // Spec §4: without a question there is nothing to answer.
    answerToExtraQuestionIsRequired: tour.extraQuestionTitle ? tour.answerToExtraQuestionIsRequired : false,
  }));

export type TourPayload = z.output<typeof tourPayloadSchema>;
export type TourPayloadInput = z.input<typeof tourPayloadSchema>;

// ─── sub-resources ───

export const titleBodySchema = z.object({ title: text(100).min(1) });
export const extraItemBodySchema = z.object(extraItemFields);
export const vehicleBodySchema = z
  .object({ ...vehicleFields, sessionId: id })
  .superRefine((v, ctx) => checkSeatChoice(v, ctx, []))
  .meta(seatChoiceRule("vehicleType", "busPassengersCanChooseTheirSeat"));
export const refundRuleBodySchema = z.object(refundRuleFields);
export const tagsBodySchema = z.object({
  tags: z
    .array(text(50).min(1))
    .min(1)
    .max(30)
    .transform((items) => [...new Set(items)]),
});
export const cancelBodySchema = z.object({ reason: id, description: optionalText(1_000) });
/** The spec's display mode; a boolean (the earlier toggle) still means Shown or Hidden. */
export const visibilityBodySchema = z.object({
  visibility: z.preprocess(
    (v) => (v === true ? "Shown" : v === false ? "Hidden" : v),
    z.enum(["Hidden", "Shown", "Featured"]),
  ),
});

const photoOrder = z.coerce.number().int().min(1, M.photoOrder).max(4, M.photoOrder);
const photoName = z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/);
export const photoUploadSchema = z.object({ Photo: z.file(), Order: photoOrder });
export const localLeaderPhotoSchema = z.object({ Photo: z.file(), Order: z.coerce.number().int().optional() });
export const imageUploadSchema = z.object({ Image: z.file() });
export const reorderPhotosSchema = z.object({
  tourId: id,
  photos: z
    .array(z.object({ order: photoOrder, name: photoName }))
    .min(1)
    .max(4),
});
export const copyPhotoSchema = z.object({
  NewPhotoFile: z.preprocess((v) => (v instanceof File && v.size > 0 ? v : undefined), z.file().optional()),
  OldPhotoName: photoName,
  TourId: id,
  Priority: photoOrder,
});
export { photoName as photoNameSchema };

// ─── default tour ───

export const defaultTourSchema = z
  .object({
    id: idSchema.nullish(),
    startCityId: optionalId,
    startAge: optionalAge,
    endAge: optionalAge,
    services: titleList(50),
    checkLists: titleList(50),
    tags: titleList(30),
    collaborators: z
      .array(id)
      .max(200)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    vehicles: z
      .array(
        z
          .object({
            type: z.enum(TransportType),
            price: opt(z.coerce.number().int().min(0).max(1_000_000_000_000)).transform((v) => v ?? 0),
            enableSeat: z.boolean().default(false),
          })
          .superRefine((v, ctx) =>
            checkSeatChoice({ vehicleType: v.type, busPassengersCanChooseTheirSeat: v.enableSeat }, ctx, []),
          )
          .meta(seatChoiceRule("type", "enableSeat")),
      )
      .max(20)
      .default([]),
    refundRules: z.array(z.object(refundRuleFields)).max(20).default([]),
    ticketNote: optionalText(5_000),
    localLeaderFullName: optionalText(100),
    extraQuestionTitle: optionalText(300),
    extraQuestionIsDateType: z.boolean().default(false),
    answerToExtraQuestionIsRequired: z.boolean().default(false),
    affiliatesCanSellThisTour: z.boolean().default(false),
    shareFromSalesToAffiliates: opt(z.coerce.number().int().min(0).max(1_000_000_000_000)).transform((v) => v ?? 0),
    shareIsInPercent: z.boolean().default(true),
    maxSellCountFromCollaborators: opt(z.coerce.number().int().min(0).max(100_000)),
  })
  .superRefine((value, ctx) => {
    if ((value.startAge ?? 18) > (value.endAge ?? 65))
      ctx.addIssue({ code: "custom", message: M.ageRange, path: ["startAge"] });
    checkRefundRules(value.refundRules, ctx, ["refundRules"]);
    checkShare(value, ctx);
  })
  .meta(shareRule);
export type DefaultTourInput = z.output<typeof defaultTourSchema>;

// ─── search ───

export const searchQueryFields = {
  "Resource.IsDraft": queryBool,
  "Resource.Start": queryDate,
  "Resource.End": queryDate,
  "Resource.Title": optionalText(200),
  "Resource.UserId": optionalId,
  "Resource.OnlyCollaborations": queryBool,
  "Resource.IsDone": queryBool,
  "Resource.IsActive": queryBool,
};
