// Contracts of the affiliates and colleagues calls (spec doc 1 §7, doc 2 §7, doc 3 §7): affiliate
// tour search, collaborations, colleague search and invitation, the operator's affiliate calls and
// the web-service order. Paths as the spec spells them (AddLeaderToAffilate included).
import { queryDate } from "@/lib/http/query-fields";
import type { Contract } from "@/lib/http/contract";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { mobileSchema, idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { optionalText, webServiceOrderSchema } from "./order-schema";

const id = idSchema;
const optionalId = z.preprocess((v) => (v === "" ? undefined : v), id.optional());
/** Tags as repeated keys or one comma-separated value. */
const tagList = z.preprocess(
  (v) =>
    v === undefined || v === ""
      ? []
      : (Array.isArray(v) ? v : [v])
          .flatMap((t) => String(t).split(","))
          .map((t) => t.trim())
          .filter(Boolean),
  z.array(z.string().max(100)).max(20),
);

const person = z.object({ id: z.number().int(), fullName: z.string(), brand: z.string().nullable() });
const shareSchema = z.object({
  shareIsInPercent: z.boolean(),
  shareFromSalesToAffiliates: z.number(),
  /** Toman the seller gets for one adult ticket of the next session, after the platform's commission. */
  sharePerAdultTicket: z.number(),
});

export const sellableTourSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  tourType: z.string(),
  photo: z.string().nullable(),
  startCity: z.string().nullable(),
  tags: z.array(z.string()),
  leader: person,
  nextSession: z
    .object({
      id: z.number().int(),
      startTime: z.string(),
      endTime: z.string(),
      price: z.number(),
      placesLeft: z.number().int(),
    })
    .nullable(),
  placesLeft: z.number().int(),
  share: shareSchema,
  /** The leader's cap of the sellers' tickets (null: none), how many are sold and left. */
  maxSellCountFromCollaborators: z.number().int().nullable(),
  soldByCollaborators: z.number().int(),
  collaboratorPlacesLeft: z.number().int().nullable(),
  isCollaborator: z.boolean(),
  /** The public page of the tour, and the same with `?sellerId=` of the caller. */
  tourUrl: z.string(),
  sellLink: z.string(),
  /** The caller is on the credit plan: they sell by buying on this link themselves, from their wallet. */
  sellsOnCredit: z.boolean(),
});

export const affiliateSearchContract = {
  method: "GET",
  path: "/api/Tour/affiliate-search",
  summary: "تورهایی که همکار فروش می‌تواند بفروشد، با سهم او",
  tags: ["Affiliates"],
  access: ["Affiliate"],
  query: z.object({
    "Resource.Start": queryDate,
    "Resource.End": queryDate,
    "Resource.CityId": optionalId,
    "Resource.SearchTerm": optionalText(200),
    "Resource.Tags": tagList,
    ...pageQuery(9, 50),
  }),
  response: pagedSchema(sellableTourSchema),
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;

export const collaborationsContract = {
  method: "GET",
  path: "/api/Tour/collaborations",
  summary: "تورهای منتشرشده‌ای که کاربر در آن‌ها همکار است",
  tags: ["Affiliates"],
  access: ["Leader", "Affiliate"],
  query: z.object(pageQuery(9, 50)),
  response: pagedSchema(sellableTourSchema),
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;

export const addCollaboratorContract = {
  method: "POST",
  path: "/api/Tour/{tourId}/Collab/{collaboratorId}",
  summary: "افزودن همکار به تور (توسط تورگردان) یا پیوستن به توری که برای شما باز است (همکار فروش، با شناسهٔ خودش)",
  tags: ["Affiliates"],
  access: ["Leader", "Affiliate"],
  params: z.object({ tourId: id, collaboratorId: id }),
  response: z.object({
    tourId: z.number().int(),
    collabs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  errors: ["cancelled_tour", "collaborator_self", "collaborator_unknown", "join_only_self", "tour_not_found"],
} satisfies Contract;

export const colleagueSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  brand: z.string().nullable(),
  role: z.enum(["Leader", "Affiliate"]),
  photo: z.string().nullable(),
  cityName: z.string().nullable(),
  /** The mobile with its middle digits hidden (0912***4567). */
  mobile: z.string(),
});

export const searchColleaguesContract = {
  method: "GET",
  path: "/api/Users/Self/SearchUsers",
  summary: "جستجوی همکاران (تورگردان‌ها و همکاران فروش) با نام، برند یا موبایل",
  tags: ["Colleagues"],
  access: ["Leader"],
  query: z.object({ "Resource.UserMeta": optionalText(100), ...pageQuery(10, 50) }),
  response: pagedSchema(colleagueSchema),
  errors: [],
} satisfies Contract;

export const inviteUserContract = {
  method: "POST",
  path: "/api/Users/Self/InviteUser",
  summary: "دعوت همکاری که حساب ندارد (پیامک با پیوند ثبت‌نام)",
  tags: ["Colleagues"],
  access: ["Leader"],
  body: z.object({ mobile: mobileSchema, fullName: optionalText(100) }),
  response: z.object({ success: z.literal(true), message: z.string() }),
  errors: ["already_registered", "invite_limit"],
} satisfies Contract;

const OPERATOR = ["Operator"] as const;
/** The account fields both operator detail views answer. */
const operatorViewOfUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  brand: z.string().nullable(),
  isConfirmed: z.boolean(),
});
const affiliateDetailSchema = z.object({
  affiliateDetail: operatorViewOfUser.extend({
    isOnlineSales: z.boolean(),
    leaders: z.array(person.extend({ mobile: z.string() })),
  }),
});

export const addLeaderToAffiliateContract = {
  method: "POST",
  path: "/api/Operator/AddLeaderToAffilate",
  summary: "تعیین تورگردان‌هایی که همکار فروش می‌تواند تورهایشان را بفروشد (فهرست تازه جای قبلی را می‌گیرد)",
  tags: ["Operator affiliates"],
  access: OPERATOR,
  body: z.object({
    affiliateId: id,
    leaderIds: z
      .array(id)
      .max(500)
      .transform((ids) => [...new Set(ids)]),
  }),
  response: affiliateDetailSchema,
  errors: ["affiliate_not_found", "leaders_unknown"],
} satisfies Contract;

export const getAffiliateContract = {
  method: "GET",
  path: "/api/Operator/affiliate/{id}",
  summary: "یک همکار فروش با تورگردان‌ها و طرح فروشش",
  tags: ["Operator affiliates"],
  access: OPERATOR,
  params: z.object({ id }),
  response: affiliateDetailSchema,
  errors: ["affiliate_not_found"],
} satisfies Contract;

export const getLeaderContract = {
  method: "GET",
  path: "/api/Operator/leader/{id}",
  summary: "یک تورگردان با همکاران فروش مرتبط با او",
  tags: ["Operator affiliates"],
  access: OPERATOR,
  params: z.object({ id }),
  response: z.object({
    leaderDetail: operatorViewOfUser.extend({
      publishedTours: z.number().int(),
      affiliates: z.array(person.extend({ mobile: z.string(), isOnlineSales: z.boolean() })),
    }),
  }),
  errors: ["leader_not_found"],
} satisfies Contract;

export const changeSalesPlanContract = {
  method: "POST",
  path: "/api/Operator/ChangeAffiliateSalesPlan",
  summary: "جابه‌جایی همکار فروش میان فروش آنلاین و فروش اعتباری",
  tags: ["Operator affiliates"],
  access: OPERATOR,
  body: z.object({ affiliateId: id, isOnlineSales: z.boolean() }),
  response: z.object({ affiliateId: z.number().int(), isOnlineSales: z.boolean(), message: z.string() }),
  errors: ["affiliate_not_found"],
} satisfies Contract;

export const orderWebServiceContract = {
  method: "POST",
  path: "/api/Contacts/order-webservice",
  summary: "سفارش وب‌سرویس برای سایت فروش خود",
  tags: ["Contacts"],
  access: ["Affiliate", "Leader"],
  body: webServiceOrderSchema,
  response: z.object({ id: z.number().int(), message: z.string() }),
  errors: [],
} satisfies Contract;

export const webServiceOrderRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  saleWebsiteDomain: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  user: person.extend({ mobile: z.string(), role: z.string() }),
});

export const listWebServiceOrdersContract = {
  method: "GET",
  path: "/api/Operator/webservice-orders",
  summary: "سفارش‌های وب‌سرویس، تازه‌ترین نخست",
  tags: ["Operator affiliates"],
  access: OPERATOR,
  query: z.object(pageQuery(9, 50)),
  response: pagedSchema(webServiceOrderRow),
  errors: [],
} satisfies Contract;
