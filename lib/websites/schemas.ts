// zod schemas of the sale-website calls (bodies, queries and answers).
import { pageQuery } from "@/lib/http/paging";
import { idSchema, mobileSchema } from "@/lib/validation/fields";
import {
  blankOr,
  DOMAIN_AS_TYPED_PATTERN,
  SITE_LINK_PATTERN,
  SUB_DOMAIN_AS_TYPED_PATTERN,
} from "@/lib/validation/patterns";
import { z } from "@/lib/validation/z";
import { COLOR_PALETTES, FEATURE_IDS } from "./features";
import { WEBSITE_MESSAGES as M } from "./messages";
import { PLAN_TYPES } from "./plans";

export const planTypeSchema = z.enum(PLAN_TYPES, { message: M.planInvalid });
// The document states the address rules (the patterns); the server checks them in check-address.ts with
// their own codes (sub_domain_invalid, domain_invalid), and the reserved names and taken ones there too.
const subDomain = z.string().trim().toLowerCase().max(30).meta({ pattern: SUB_DOMAIN_AS_TYPED_PATTERN });
/** A custom domain, or blank / null for none. */
const customDomain = z
  .string()
  .trim()
  .max(253)
  .meta({ pattern: blankOr(DOMAIN_AS_TYPED_PATTERN) });
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const tagList = z.array(z.string().trim().min(1).max(50)).max(30).default([]);
/** Owner HTML (custom elements): up to 20 KB each; shown only once an operator approves it. */
const ownerHtml = z
  .string()
  .max(20_000)
  .nullish()
  .transform((v) => (v?.trim() ? v : null));

export const createWebsiteSchema = z.object({
  subDomain,
  domain: customDomain.nullish(),
  planType: planTypeSchema.default("Basic"),
  preBoughtDomain: z.boolean().default(false),
  /** How the plan's bill is paid: the gateway (default) or the wallet. */
  paymentMethod: z.enum(["Online", "Credit"]).default("Online"),
});

export const renewSchema = z
  .object({ paymentMethod: z.enum(["Online", "Credit"]).default("Online") })
  .default({ paymentMethod: "Online" });

/** PUT /api/sale-website/custom-domain: the domain to ask for, or null / empty to remove it. */
export const customDomainSchema = z.object({ domain: customDomain.nullable() });

export const updateWebsiteSchema = z.object({
  subDomain: subDomain.optional(),
  policy1: text(10_000),
  policy2: text(10_000),
  chosenColorPalette: z.enum(COLOR_PALETTES, { message: M.paletteInvalid }).default("c1"),
  toursVisibility: z
    .array(z.object({ tourId: idSchema, visibility: z.enum(["Hidden", "Shown", "Featured"]) }))
    .max(500)
    .default([]),
  tags: tagList,
  productStoreTags: tagList,
  customHeadElements: ownerHtml,
  customBodyElements: ownerHtml,
  customFooterElements: ownerHtml,
});

const linkSchema = z.object({
  id: idSchema.nullish(),
  title: z.string().trim().min(1).max(100),
  link: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .meta({ pattern: SITE_LINK_PATTERN })
    .refine(
      (v) => /^(https?:\/\/|\/|#|mailto:|tel:)/i.test(v) || /^[a-z0-9.-]+\.[a-z]{2,}(\/.*)?$/i.test(v),
      "نشانی پیوند معتبر نیست.",
    ),
  isActive: z.boolean().default(true),
});
export const linkGroupsSchema = z.object({
  groups: z
    .array(
      z.object({
        id: idSchema,
        title: z.string().trim().min(1).max(100),
        isActive: z.boolean().default(true),
        links: z.array(linkSchema).max(20),
      }),
    )
    .max(20),
});

export const changeSettingSchema = z.object({
  userId: idSchema,
  planType: planTypeSchema,
  selectedFeatureIds: z
    .array(idSchema)
    .max(10)
    .default([])
    .refine((ids) => ids.every((id) => (FEATURE_IDS as number[]).includes(id)), M.featureNotFound)
    .meta({ items: { type: "integer", enum: FEATURE_IDS } }),
});

export const certificateUploadSchema = z.object({ Photo: z.file(), SubDomain: z.string().optional() });
export const deleteCertificateQuery = z.object({ ownerWebsiteId: idSchema.optional() });

export const searchWebsitesQuery = z.object({
  SearchTerm: z.string().trim().max(100).optional(),
  Enabled: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  ...pageQuery(9, 100),
});
export const searchDomainsQuery = z.object({
  SearchTerm: z.string().trim().max(100).optional(),
  Approved: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  ...pageQuery(9, 100),
});
export const scriptElementQuery = z.object({
  element: z.enum(["head", "body", "footers"], { message: M.elementInvalid }),
});

const tagsQuery = z.preprocess(
  (v) =>
    v === undefined
      ? undefined
      : ([] as unknown[])
          .concat(v)
          .flatMap((t) => String(t).split(/[,،]/))
          .map((t) => t.trim())
          .filter(Boolean),
  z.array(z.string().max(50)).max(20).optional(),
);
export const publicProductsQuery = z.object({
  "Resource.SearchTerm": z.string().trim().max(100).optional(),
  "Resource.Tags": tagsQuery,
  ...pageQuery(9, 50),
});

export const suggestionSchema = z.object({
  title: z.string().trim().min(1).max(200),
  text: z.string().trim().max(5000).nullish(),
  fullName: z.string().trim().min(1).max(100),
  mobile: mobileSchema,
  leaderEmail: z
    .string()
    .trim()
    .email()
    .max(200)
    .nullish()
    .or(z.literal("").transform(() => null)),
  /** The site the suggestion was sent from (its owner reads it); absent: to the platform. */
  leaderId: idSchema.nullish(),
});
export const contactSchema = z.object({
  fullName: z.string().trim().min(1).max(100),
  mobile: mobileSchema,
  email: z
    .string()
    .trim()
    .email()
    .max(200)
    .nullish()
    .or(z.literal("").transform(() => null)),
  subject: z.string().trim().max(200).nullish(),
  message: z.string().trim().min(1).max(5000),
});
