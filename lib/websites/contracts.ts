// Contracts of the sale-website calls (spec doc 3 §7 "Sale website" and the operator's website calls).
import type { Contract } from "@/lib/http/contract";
import { pagedSchema } from "@/lib/http/paging";
import { wireDate } from "@/lib/http/wire";
import { TourType } from "@/lib/db/generated/enums";
import { productViewSchema } from "@/lib/products/schemas";
import { canonicalMobileSchema, idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import {
  certificateUploadSchema,
  changeSettingSchema,
  createWebsiteSchema,
  customDomainSchema,
  deleteCertificateQuery,
  linkGroupsSchema,
  publicProductsQuery,
  planTypeSchema,
  renewSchema,
  scriptElementQuery,
  searchDomainsQuery,
  searchWebsitesQuery,
  updateWebsiteSchema,
} from "./schemas";

const OWNER = ["Leader", "Affiliate"] as const;
const OPERATOR = ["Operator"] as const;
const tags = ["Sale website"];
const opTags = ["Operator: sale websites"];
const id = idSchema;

const billAnswer = z.object({
  billId: z.string(),
  paymentToken: z.string(),
  amount: z.number(),
  paymentUrl: z.string().nullable(),
});
const linkGroup = z.object({
  id: z.number(),
  title: z.string(),
  isActive: z.boolean(),
  links: z.array(z.object({ id: z.number(), title: z.string(), link: z.string(), isActive: z.boolean() })),
});
const feature = z.object({ id: z.number().int(), title: z.string(), isActive: z.boolean() });
/** The owner's view of the site (lib/websites/website-view.ts), every field of it. */
const websiteView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  subDomain: z.string(),
  domain: z.string().nullable(),
  domainStatus: z.enum(["NoDomain", "InProcess", "Approved"]),
  preBoughtDomain: z.boolean(),
  planType: planTypeSchema,
  from: wireDate.nullable(),
  to: wireDate.nullable(),
  isActive: z.boolean(),
  expiresInDays: z.number().int(),
  url: z.string(),
  policy1: z.string().nullable(),
  policy2: z.string().nullable(),
  colorPalette: z.string(),
  certificatePhotoName: z.string().nullable(),
  certificatePhoto: z.string().nullable().describe("public URL of the certificate photo"),
  tags: z.array(z.string()),
  productStoreTags: z.array(z.string()),
  tourTags: z.array(z.string()).describe("the tags of the owner's published tours"),
  toursVisibility: z.array(
    z.object({
      tourId: z.number().int(),
      title: z.string(),
      startTime: wireDate.nullable(),
      visibility: z.enum(["Hidden", "Shown", "Featured"]),
    }),
  ),
  customHeadElements: z.string().nullable(),
  customBodyElements: z.string().nullable(),
  customFooterElements: z.string().nullable(),
  scriptsApproval: z
    .object({ head: z.boolean(), body: z.boolean(), footers: z.boolean() })
    .describe("the operator's approval of each element; editing one withdraws it"),
  websiteFeatures: z.array(feature),
  hasShop: z.boolean(),
  hasMag: z.boolean(),
  basicPlanPrice: z.number(),
  professionalPlanPrice: z.number(),
  dedicatedPlanPrice: z.number(),
});
const tourCard = z.object({
  id: z.number().int(),
  leaderId: z.number().int(),
  title: z.string(),
  description: z.string().nullable().describe("the first 200 characters"),
  tourType: z.enum(TourType),
  startTime: wireDate.nullable(),
  endTime: wireDate.nullable(),
  isFeatured: z.boolean(),
  registrationOpen: z.boolean(),
  startCity: z.string().nullable(),
  photo: z.string().nullable(),
  price: z.number().nullable().describe("the lowest session price, toman"),
  logbook: z
    .object({
      logbookText: z.string(),
      previousPassengersCount: z.number().int(),
      previousToursCount: z.number().int(),
      embeddedVideoTitle: z.string().nullable(),
      embeddedVideoLocation: z.string().nullable(),
      photo: z.string().nullable(),
    })
    .nullable(),
});
const publicBase = {
  subDomain: z.string(),
  domain: z.string().nullable().describe("the custom domain, once approved"),
  expiresAt: wireDate.nullable(),
};
/**
 * The public view of a site (lib/websites/get-public-site.ts): an inactive site (expired or never
 * paid) answers only that, an active one everything its pages show; `inactive` tells which.
 */
const publicSite = z.discriminatedUnion("inactive", [
  z.object({ ...publicBase, isActive: z.literal(false), inactive: z.literal(true) }),
  z.object({
    ...publicBase,
    isActive: z.literal(true),
    inactive: z.literal(false),
    planType: planTypeSchema,
    colorPalette: z.string(),
    policy: z.string().describe("policy1 and policy2, a blank line between"),
    policy1: z.string().nullable(),
    policy2: z.string().nullable(),
    tags: z.array(z.string()),
    productStoreTags: z.array(z.string()),
    certificatePhoto: z.string().nullable(),
    owner: z.object({
      id: z.number().int(),
      mobile: canonicalMobileSchema,
      brand: z.string(),
      photo: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      address: z.string().nullable(),
      profileAbout: z.string().nullable(),
      telegram: z.string().nullable(),
      instagram: z.string().nullable(),
    }),
    metaData: z.object({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }),
    featuredTours: z.array(tourCard),
    futureTours: z.array(tourCard),
    previouslyHeldTours: z.array(tourCard),
    linkGroups: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        links: z.array(z.object({ id: z.number().int(), title: z.string(), link: z.string() })),
      }),
    ),
    websiteFeatures: z.array(feature),
    hasShop: z.boolean(),
    hasMag: z.boolean(),
    scripts: z
      .object({ head: z.string().nullable(), body: z.string().nullable(), footers: z.string().nullable() })
      .describe("the owner's elements an operator approved"),
  }),
]);
const script = z.object({ content: z.string().nullable(), approved: z.boolean() });
/** An operator's row of a site (lib/websites/operator-websites.ts `adminWebsiteRow`). */
const adminRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  owner: z.object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string().nullable(),
    mobile: canonicalMobileSchema,
  }),
  subDomain: z.string(),
  domain: z.string().nullable(),
  domainStatus: z.enum(["NoDomain", "InProcess", "Approved"]),
  url: z.string(),
  planType: planTypeSchema,
  expiresAt: wireDate.nullable(),
  isActive: z.boolean(),
  features: z.array(feature),
  scripts: z.object({ head: script, body: script, footers: script }),
});

export const getWebsiteContract = {
  method: "GET",
  path: "/api/sale-website",
  summary: "سایت فروش کاربر (پیش از ساخت نخستین سایت، null)",
  tags,
  access: OWNER,
  response: websiteView.nullable(),
  errors: [],
} as const satisfies Contract;
export const createWebsiteContract = {
  method: "POST",
  path: "/api/sale-website",
  summary: "ساخت سایت فروش کاربر و صورتحساب سال نخست آن",
  tags,
  access: OWNER,
  body: createWebsiteSchema,
  response: billAnswer.extend({ id: z.number(), subDomain: z.string(), domain: z.string().nullable() }),
  errors: [
    "c2c_unavailable",
    "domain_invalid",
    "domain_needs_plan",
    "domain_of_platform",
    "domain_taken",
    "invalid_amount",
    "sub_domain_invalid",
    "sub_domain_reserved",
    "sub_domain_taken",
    "website_exists",
  ],
} as const satisfies Contract;
export const updateWebsiteContract = {
  method: "PUT",
  path: "/api/sale-website",
  summary: "ذخیرهٔ تنظیمات سایت (ویرایش کد تاییدشده تایید آن را لغو می‌کند)",
  tags,
  access: OWNER,
  body: updateWebsiteSchema,
  response: websiteView,
  errors: ["no_website", "sub_domain_invalid", "sub_domain_reserved", "sub_domain_taken"],
} as const satisfies Contract;
export const customDomainContract = {
  method: "PUT",
  path: "/api/sale-website/custom-domain",
  summary: "درخواست، تغییر یا حذف (null) دامنهٔ اختصاصی سایت؛ دامنهٔ تازه دوباره منتظر تایید اپراتور می‌ماند",
  tags,
  access: OWNER,
  body: customDomainSchema,
  response: websiteView,
  errors: ["domain_invalid", "domain_needs_plan", "domain_of_platform", "domain_taken", "no_website"],
} as const satisfies Contract;
export const publicByDomainContract = {
  method: "GET",
  path: "/api/sale-website/public/by-domain/{domain}",
  summary: "نمای عمومی سایتِ یک دامنهٔ اختصاصی تاییدشده",
  tags,
  access: "public",
  params: z.object({ domain: z.string().max(253) }),
  response: publicSite,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported", "website_not_found"],
} as const satisfies Contract;
export const publicSiteContract = {
  method: "GET",
  path: "/api/sale-website/public/{subDomainOrDomain}",
  summary: "نمای عمومی سایت با زیردامنه یا دامنهٔ تاییدشده",
  tags,
  access: "public",
  params: z.object({ subDomainOrDomain: z.string().max(253) }),
  response: publicSite,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported", "website_not_found"],
} as const satisfies Contract;
export const subDomainContract = {
  method: "GET",
  path: "/api/sale-website/{subDomain}",
  summary: "آزاد بودن یک زیردامنه برای کاربر (قواعد، نام‌های رزروشده، گرفته‌شده)",
  tags,
  access: OWNER,
  params: z.object({ subDomain: z.string().max(100) }),
  response: z.object({
    subDomain: z.string(),
    isAvailable: z.boolean(),
    reason: z.enum(["invalid", "reserved", "taken"]).nullable(),
  }),
  errors: [],
} as const satisfies Contract;
export const userSiteContract = {
  method: "GET",
  path: "/api/sale-website/user/{id}",
  summary: "نمای عمومی سایت یک کاربر (نام دیگر /user/{userId})",
  tags,
  access: "public",
  params: z.object({ id }),
  response: publicSite,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported", "website_not_found"],
} as const satisfies Contract;
export const renewContract = {
  method: "POST",
  path: "/api/sale-website/renew/{type}",
  summary: "صورتحساب یک سال دیگر با طرح انتخاب‌شده",
  tags,
  access: OWNER,
  params: z.object({ type: planTypeSchema }),
  body: renewSchema,
  response: billAnswer,
  errors: ["c2c_unavailable", "invalid_amount", "no_website"],
} as const satisfies Contract;
export const renewalNotifierContract = {
  method: "POST",
  path: "/api/sale-website/renewal-notifier/{expiryInDays}",
  summary: "پیامک به مالکانی که سایتشان تا این چند روز به پایان می‌رسد (یک بار برای هر کدام)",
  tags,
  access: OPERATOR,
  params: z.object({ expiryInDays: z.coerce.number().int().min(1).max(60) }),
  response: z.object({ notified: z.number() }),
  errors: [],
} as const satisfies Contract;
export const uploadCertificateContract = {
  method: "POST",
  path: "/api/sale-website/upload-certificate-photo",
  summary: "بارگذاری عکس مجوز",
  tags,
  access: OWNER,
  multipart: true,
  body: certificateUploadSchema,
  response: z.object({ certificatePhotoName: z.string(), address: z.string().nullable() }),
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported", "no_website"],
} as const satisfies Contract;
export const deleteCertificateContract = {
  method: "DELETE",
  path: "/api/sale-website/delete-certificate-photo",
  summary: "حذف عکس مجوز",
  tags,
  access: OWNER,
  query: deleteCertificateQuery,
  response: z.object({ certificatePhotoName: z.null() }),
  errors: [
    "certificate_missing",
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "website_not_found",
  ],
} as const satisfies Contract;
export const changeSettingContract = {
  method: "POST",
  path: "/api/sale-website/ChangeSetting",
  summary: "اپراتور: تعیین طرح و امکانات فعال سایت یک مالک",
  tags: opTags,
  access: OPERATOR,
  body: changeSettingSchema,
  response: adminRow,
  errors: ["website_not_found"],
} as const satisfies Contract;
export const featuresContract = {
  method: "GET",
  path: "/api/sale-website/features",
  summary: "امکانات سایت (۱ مجله، ۲ فروشگاه)",
  tags: opTags,
  access: OPERATOR,
  response: z.array(z.object({ id: z.number(), key: z.string(), title: z.string() })),
  errors: [],
} as const satisfies Contract;
export const toggleFeatureContract = {
  method: "POST",
  path: "/api/sale-website/{subDomain}/toggle-feature/{featureId}",
  summary: "اپراتور: روشن یا خاموش کردن یک امکان سایت کاربر {userId} (پوشه با {subDomain} مشترک است)",
  tags: opTags,
  access: OPERATOR,
  params: z.object({ subDomain: id, featureId: id }),
  response: adminRow,
  errors: ["feature_not_found", "website_not_found"],
} as const satisfies Contract;
export const linkGroupsContract = {
  method: "GET",
  path: "/api/sale-website/link-groups",
  summary: "گروه‌های پیوند سایت",
  tags,
  access: OWNER,
  response: z.array(linkGroup),
  errors: ["no_website"],
} as const satisfies Contract;
export const saveLinkGroupsContract = {
  method: "PUT",
  path: "/api/sale-website/link-group",
  summary: "ذخیرهٔ گروه‌های پیوند و پیوندهایشان",
  tags,
  access: OWNER,
  body: linkGroupsSchema,
  response: z.array(linkGroup),
  errors: ["link_group_not_found", "no_website"],
} as const satisfies Contract;
export const addLinkGroupContract = {
  method: "POST",
  path: "/api/sale-website/link-group/{title}",
  summary: "افزودن گروه پیوند خالی",
  tags,
  access: OWNER,
  params: z.object({ title: z.string().trim().min(1).max(100) }),
  response: linkGroup,
  errors: ["link_group_exists", "no_website"],
} as const satisfies Contract;

export const publicProductsContract = {
  method: "GET",
  path: "/api/sale-website/{subDomain}/public/products",
  summary:
    "فروشگاه سایت کاربر {userId}: محصولات نمایش‌داده‌شده در سایت، ۹ مورد در هر صفحه (پوشه با {subDomain} مشترک است)",
  tags,
  access: "public",
  params: z.object({ subDomain: id }),
  query: publicProductsQuery,
  response: pagedSchema(productViewSchema).extend({ pageNumber: z.number(), pageSize: z.number() }),
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} as const satisfies Contract;
export const publicProductsAliasContract = {
  ...publicProductsContract,
  path: "/api/sale-website/{subDomain}/public-products",
  operationId: "getSaleWebsiteBySubDomainPublicProductsAlias",
  summary: "نام دیگر /{userId}/public/products",
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} as const satisfies Contract;

const ownerParams = z.object({ ownerId: id });
export const searchWebsitesContract = {
  method: "GET",
  path: "/api/Operator/SearchSaleWebsites",
  summary: "سایت‌های فروش (SearchTerm، Enabled؛ ۹ مورد در هر صفحه)",
  tags: opTags,
  access: OPERATOR,
  query: searchWebsitesQuery,
  response: pagedSchema(adminRow),
  errors: [],
} as const satisfies Contract;
export const searchDomainsContract = {
  method: "GET",
  path: "/api/Operator/SearchSaleWebsiteDomains",
  summary: "سایت‌های دارای دامنهٔ اختصاصی (SearchTerm، Approved؛ ۹ مورد در هر صفحه)",
  tags: opTags,
  access: OPERATOR,
  query: searchDomainsQuery,
  response: pagedSchema(adminRow),
  errors: [],
} as const satisfies Contract;
export const setDomainContract = {
  method: "PUT",
  path: "/api/Operator/sale-website/{ownerId}/domain/{domain}",
  summary: "تعیین دامنهٔ اختصاصی مالک سایت (در حال بررسی)",
  tags: opTags,
  access: OPERATOR,
  params: ownerParams.extend({ domain: z.string().max(253) }),
  response: adminRow,
  errors: ["domain_invalid", "domain_of_platform", "domain_taken", "website_not_found"],
} as const satisfies Contract;
export const toggleDomainApprovalContract = {
  method: "PUT",
  path: "/api/Operator/sale-website/{ownerId}/domain/toggle-approval",
  summary: "تایید یا لغو تایید دامنهٔ اختصاصی",
  tags: opTags,
  access: OPERATOR,
  params: ownerParams,
  response: adminRow,
  errors: ["no_domain", "website_not_found"],
} as const satisfies Contract;
export const setPlanContract = {
  method: "PUT",
  path: "/api/Operator/sale-website/{ownerId}/plan/{type}",
  summary: "تغییر طرح مالک سایت",
  tags: opTags,
  access: OPERATOR,
  params: ownerParams.extend({ type: planTypeSchema }),
  response: adminRow,
  errors: ["website_not_found"],
} as const satisfies Contract;
export const toggleScriptContract = {
  method: "PUT",
  path: "/api/Operator/sale-website/{ownerId}/toggle-script-status",
  summary: "تایید یا لغو تایید کد سفارشی مالک سایت (head، body، پاورقی‌ها)",
  tags: opTags,
  access: OPERATOR,
  params: ownerParams,
  query: scriptElementQuery,
  response: adminRow,
  errors: ["website_not_found"],
} as const satisfies Contract;
