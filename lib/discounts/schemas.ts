// Request schemas of the discount calls.
import { queryBool, queryDate } from "@/lib/http/query-fields";
import { idSchema, moneySchema } from "@/lib/validation/fields";
import { allRules, exactlyOne, given, whenField } from "@/lib/validation/variants";
import { z } from "@/lib/validation/z";
import { normalizeDiscountCode } from "./codes";
import { DISCOUNT_MESSAGES as M } from "./messages";

export const id = idSchema;
const blank = (v: unknown) => (v === null || v === "" ? undefined : v);

/** Generated codes: 1..1000 single-use codes; a shared code: used up to 100000 times. */
export const MAX_GENERATED = 1000;
export const MAX_SHARED = 100_000;

export const campaignFields = z
  .object({
    title: z.string().trim().min(1, "عنوان را وارد کنید").max(100, "عنوان حداکثر ۱۰۰ نویسه است"),
    isGeneratedBySystem: z.boolean(),
    endTime: z.coerce.date(),
    count: z.coerce.number().int().min(1, M.countRangeShared).max(MAX_SHARED, M.countRangeShared),
    // null and "" are "not given" (blank reads them so before .nullable() sees them; it documents null).
    price: z.preprocess(blank, moneySchema.nullable().optional()),
    percent: z.preprocess(
      blank,
      z.coerce.number().int().min(1, M.percentRange).max(100, M.percentRange).nullable().optional(),
    ),
    /** The shared code of a campaign whose codes are not generated. */
    code: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : normalizeDiscountCode(v)) : blank(v)),
      z
        .string()
        .regex(/^[A-Z0-9]{3,20}$/, M.codeFormat)
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if ((v.price === undefined) === (v.percent === undefined))
      ctx.addIssue({ code: "custom", message: M.kind, path: ["price"] });
    if (v.isGeneratedBySystem && v.count > MAX_GENERATED)
      ctx.addIssue({ code: "custom", message: M.countRange, path: ["count"] });
    if (!v.isGeneratedBySystem && !v.code) ctx.addIssue({ code: "custom", message: M.codeRequired, path: ["code"] });
  })
  // The same rules as variants in the OpenAPI document: a percent or an amount; generated codes (at
  // most 1000) or one shared code.
  .meta(
    allRules(
      exactlyOne("price", "percent"),
      whenField("isGeneratedBySystem", true, { properties: { count: { maximum: MAX_GENERATED } } }),
      whenField("isGeneratedBySystem", false, given("code")),
    ),
  );
export type CampaignInput = z.output<typeof campaignFields>;

export const updateCampaignBody = z.intersection(z.object({ id }), campaignFields);
export const activationBody = z.object({ id, isActive: z.boolean() });

export const campaignSearchQuery = {
  "Resource.IsActive": queryBool,
  "Resource.IsDeleted": queryBool,
  "Resource.Start": queryDate,
  "Resource.End": queryDate,
  "Resource.Title": z.preprocess(blank, z.string().trim().max(100).optional()),
};
