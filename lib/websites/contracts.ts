// Contracts of the sale-website calls (spec doc 3 §7 "Sale website" and the operator's website calls).
import type { Contract } from "@/lib/http/contract";
import { pagedSchema } from "@/lib/http/paging";
import { idSchema } from "@/lib/validation/fields";
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

const billAnswer = z.object({ billId: z.string(), paymentToken: z.string(), amount: z.number(), paymentUrl: z.string().nullable() });
const linkGroup = z.object({ id: z.number(), title: z.string(), isActive: z.boolean(), links: z.array(z.object({ id: z.number(), title: z.string(), link: z.string(), isActive: z.boolean() })) });
const websiteView = z.object({
  id: z.number(), subDomain: z.string(), domain: z.string().nullable(), domainStatus: z.enum(["NoDomain", "InProcess", "Approved"]),
  planType: planTypeSchema, from: z.string().nullable(), to: z.string().nullable(), isActive: z.boolean(), expiresInDays: z.number(), url: z.string(),
  colorPalette: z.string(), policy1: z.string().nullable(), policy2: z.string().nullable(), tags: z.array(z.string()), productStoreTags: z.array(z.string()),
  toursVisibility: z.array(z.object({ tourId: z.number(), title: z.string(), visibility: z.enum(["Hidden", "Shown", "Featured"]) })),
  basicPlanPrice: z.number(), professionalPlanPrice: z.number(), dedicatedPlanPrice: z.number(),
}).passthrough();
const publicSite = z.object({ subDomain: z.string(), domain: z.string().nullable(), isActive: z.boolean(), inactive: z.boolean() }).passthrough();
const adminRow = z.object({ id: z.number(), userId: z.number(), subDomain: z.string(), domain: z.string().nullable(), domainStatus: z.string(), planType: planTypeSchema, isActive: z.boolean(), features: z.array(z.object({ id: z.number(), isActive: z.boolean() })) }).passthrough();

export const getWebsiteContract = {
  method: "GET", path: "/api/sale-website", summary: "The caller's sale website (404 no_website before the first)", tags, access: OWNER, response: websiteView,
} as const satisfies Contract;
export const createWebsiteContract = {
  method: "POST", path: "/api/sale-website", summary: "Create the caller's sale website and the bill of its first year", tags, access: OWNER,
  body: createWebsiteSchema, response: billAnswer.extend({ id: z.number(), subDomain: z.string(), domain: z.string().nullable() }),
} as const satisfies Contract;
export const updateWebsiteContract = {
  method: "PUT", path: "/api/sale-website", summary: "Save the site's settings (editing an approved element withdraws its approval)", tags, access: OWNER,
  body: updateWebsiteSchema, response: websiteView,
} as const satisfies Contract;
export const customDomainContract = {
  method: "PUT", path: "/api/sale-website/custom-domain",
  summary: "Ask for, change or remove (null) the site's custom domain; a new one waits for the operator's approval again", tags, access: OWNER,
  body: customDomainSchema, response: websiteView,
} as const satisfies Contract;
export const publicByDomainContract = {
  method: "GET", path: "/api/sale-website/public/by-domain/{domain}", summary: "Public view of the site of an approved custom domain", tags, access: "public",
  params: z.object({ domain: z.string().max(253) }), response: publicSite,
} as const satisfies Contract;
export const publicSiteContract = {
  method: "GET", path: "/api/sale-website/public/{subDomainOrDomain}", summary: "Public view of a site by sub-domain or approved domain", tags, access: "public",
  params: z.object({ subDomainOrDomain: z.string().max(253) }), response: publicSite,
} as const satisfies Contract;
export const subDomainContract = {
  method: "GET", path: "/api/sale-website/{subDomain}", summary: "Whether a sub-domain is free for the caller (rules, reserved names, taken)", tags, access: OWNER,
  params: z.object({ subDomain: z.string().max(100) }),
  response: z.object({ subDomain: z.string(), isAvailable: z.boolean(), reason: z.enum(["invalid", "reserved", "taken"]).nullable() }),
} as const satisfies Contract;
export const userSiteContract = {
  method: "GET", path: "/api/sale-website/user/{id}", summary: "Public view of the site of a user (alias /user/{userId})", tags, access: "public",
  params: z.object({ id }), response: publicSite,
} as const satisfies Contract;
export const renewContract = {
  method: "POST", path: "/api/sale-website/renew/{type}", summary: "A bill for another year on the chosen plan", tags, access: OWNER,
  params: z.object({ type: planTypeSchema }), body: renewSchema, response: billAnswer,
} as const satisfies Contract;
export const renewalNotifierContract = {
  method: "POST", path: "/api/sale-website/renewal-notifier/{expiryInDays}", summary: "Text the owners whose site ends within that many days (once each)", tags, access: OPERATOR,
  params: z.object({ expiryInDays: z.coerce.number().int().min(1).max(60) }), response: z.object({ notified: z.number() }),
} as const satisfies Contract;
export const uploadCertificateContract = {
  method: "POST", path: "/api/sale-website/upload-certificate-photo", summary: "Upload the certificate (licence) photo", tags, access: OWNER,
  multipart: true, body: certificateUploadSchema, response: z.object({ certificatePhotoName: z.string(), address: z.string().nullable() }),
} as const satisfies Contract;
export const deleteCertificateContract = {
  method: "DELETE", path: "/api/sale-website/delete-certificate-photo", summary: "Delete the certificate photo", tags, access: OWNER,
  query: deleteCertificateQuery, response: z.object({ certificatePhotoName: z.null() }),
} as const satisfies Contract;
export const changeSettingContract = {
  method: "POST", path: "/api/sale-website/ChangeSetting", summary: "Operator: set an owner's plan and active features", tags: opTags, access: OPERATOR,
  body: changeSettingSchema, response: adminRow,
} as const satisfies Contract;
export const featuresContract = {
  method: "GET", path: "/api/sale-website/features", summary: "The website features (1 magazine, 2 shop)", tags: opTags, access: OPERATOR,
  response: z.array(z.object({ id: z.number(), key: z.string(), title: z.string() })),
} as const satisfies Contract;
export const toggleFeatureContract = {
  method: "POST", path: "/api/sale-website/{subDomain}/toggle-feature/{featureId}", summary: "Operator: switch a feature of the site of user {userId} (the folder is shared with {subDomain})", tags: opTags, access: OPERATOR,
  params: z.object({ subDomain: id, featureId: id }), response: adminRow,
} as const satisfies Contract;
export const linkGroupsContract = {
  method: "GET", path: "/api/sale-website/link-groups", summary: "The site's link groups", tags, access: OWNER, response: z.array(linkGroup),
} as const satisfies Contract;
export const saveLinkGroupsContract = {
  method: "PUT", path: "/api/sale-website/link-group", summary: "Save the link groups and their links", tags, access: OWNER, body: linkGroupsSchema, response: z.array(linkGroup),
} as const satisfies Contract;
export const addLinkGroupContract = {
  method: "POST", path: "/api/sale-website/link-group/{title}", summary: "Add an empty link group", tags, access: OWNER,
  params: z.object({ title: z.string().trim().min(1).max(100) }), response: linkGroup,
} as const satisfies Contract;

export const publicProductsContract = {
  method: "GET", path: "/api/sale-website/{subDomain}/public/products", summary: "The shop of the site of user {userId}: products shown on the website, 9 a page (the folder is shared with {subDomain})", tags, access: "public",
  params: z.object({ subDomain: id }), query: publicProductsQuery,
  response: pagedSchema(z.object({ id: z.number(), title: z.string(), price: z.number(), stockState: z.string() }).passthrough()).extend({ pageNumber: z.number(), pageSize: z.number() }),
} as const satisfies Contract;
export const publicProductsAliasContract = {
  ...publicProductsContract,
  path: "/api/sale-website/{subDomain}/public-products",
  operationId: "getSaleWebsiteBySubDomainPublicProductsAlias",
  summary: "Alias of /{userId}/public/products",
} as const satisfies Contract;

const ownerParams = z.object({ ownerId: id });
export const searchWebsitesContract = {
  method: "GET", path: "/api/Operator/SearchSaleWebsites", summary: "Sale websites (SearchTerm, Enabled; 9 a page)", tags: opTags, access: OPERATOR,
  query: searchWebsitesQuery, response: pagedSchema(adminRow),
} as const satisfies Contract;
export const searchDomainsContract = {
  method: "GET", path: "/api/Operator/SearchSaleWebsiteDomains", summary: "Sites with a custom domain (SearchTerm, Approved; 9 a page)", tags: opTags, access: OPERATOR,
  query: searchDomainsQuery, response: pagedSchema(adminRow),
} as const satisfies Contract;
export const setDomainContract = {
  method: "PUT", path: "/api/Operator/sale-website/{ownerId}/domain/{domain}", summary: "Set an owner's custom domain (InProcess)", tags: opTags, access: OPERATOR,
  params: ownerParams.extend({ domain: z.string().max(253) }), response: adminRow,
} as const satisfies Contract;
export const toggleDomainApprovalContract = {
  method: "PUT", path: "/api/Operator/sale-website/{ownerId}/domain/toggle-approval", summary: "Approve or withdraw the custom domain", tags: opTags, access: OPERATOR,
  params: ownerParams, response: adminRow,
} as const satisfies Contract;
export const setPlanContract = {
  method: "PUT", path: "/api/Operator/sale-website/{ownerId}/plan/{type}", summary: "Change an owner's plan", tags: opTags, access: OPERATOR,
  params: ownerParams.extend({ type: planTypeSchema }), response: adminRow,
} as const satisfies Contract;
export const toggleScriptContract = {
  method: "PUT", path: "/api/Operator/sale-website/{ownerId}/toggle-script-status", summary: "Approve or withdraw an owner element (head, body, footers)", tags: opTags, access: OPERATOR,
  params: ownerParams, query: scriptElementQuery, response: adminRow,
} as const satisfies Contract;
