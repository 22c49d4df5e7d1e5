// Contracts of the discount calls (spec doc 3 §7 "Discounts"): paths as the spec spells them.
import type { Contract } from "@/lib/http/contract";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { z } from "@/lib/validation/z";
import { activationBody, campaignFields, campaignSearchQuery, id, updateCampaignBody } from "./schemas";

const LEADER = ["Leader"] as const;
const tags = ["Discounts"];

const campaign = z.object({
  id: z.number(),
  title: z.string(),
  isGeneratedBySystem: z.boolean(),
  code: z.string().nullable(),
  endTime: z.string(),
  count: z.number(),
  price: z.number().nullable(),
  percent: z.number().nullable(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  isExpired: z.boolean(),
  usedCount: z.number(),
  totalCount: z.number(),
  remainCount: z.number(),
  createdAt: z.string(),
});
const selectable = z.object({
  id: z.number(),
  title: z.string(),
  code: z.string().nullable(),
  price: z.number().nullable(),
  percent: z.number().nullable(),
  isGeneratedBySystem: z.boolean(),
  endTime: z.string(),
  remainingCapacity: z.number(),
  isActive: z.boolean(),
  isCampaign: z.boolean(),
});

export const createCampaignContract = {
  method: "POST",
  path: "/api/Discounts/Create",
  summary: "ایجاد کمپین تخفیف (کدهای تولیدی سیستم یا یک کد مشترک)",
  tags,
  access: LEADER,
  body: campaignFields,
  response: campaign,
  errors: ["campaign_end_past", "discount_code_taken"],
} satisfies Contract;
export const updateCampaignContract = {
  method: "PUT",
  path: "/api/Discounts/Update",
  summary: "ویرایش کمپین تخفیف",
  tags,
  access: LEADER,
  body: updateCampaignBody,
  response: campaign,
  errors: [
    "campaign_count_below_used",
    "campaign_deleted",
    "campaign_end_past",
    "campaign_not_found",
    "campaign_used_terms",
    "discount_code_taken",
  ],
} satisfies Contract;
export const setCampaignActivationContract = {
  method: "PUT",
  path: "/api/Discounts/SetDiscountActivation",
  summary: "فعال یا غیرفعال کردن کمپین تخفیف",
  tags,
  access: LEADER,
  body: activationBody,
  response: campaign,
  errors: ["campaign_deleted", "campaign_not_found"],
} satisfies Contract;
export const deleteCampaignContract = {
  method: "DELETE",
  path: "/api/Discounts/Delete/{discountId}",
  summary: "حذف کمپین تخفیف",
  tags,
  access: LEADER,
  params: z.object({ discountId: id }),
  response: z.object({ success: z.boolean() }),
  errors: ["campaign_deleted", "campaign_not_found"],
} satisfies Contract;
export const availableCampaignsContract = {
  method: "GET",
  path: "/api/Discounts/GetAvailableDiscountCampaigns",
  summary: "کمپین‌های قابل انتخاب برای تور",
  tags,
  access: LEADER,
  response: z.array(selectable),
  errors: [],
} satisfies Contract;
export const getCampaignContract = {
  method: "GET",
  path: "/api/Discounts/GetById",
  summary: "یک کمپین تخفیف",
  tags,
  access: LEADER,
  query: z.object({ id }),
  response: campaign,
  errors: ["campaign_not_found"],
} satisfies Contract;
export const campaignCodesContract = {
  method: "GET",
  path: "/api/Discounts/GetDiscountCodes/{discountId}",
  summary: "کدهای یک کمپین با تعداد استفاده‌شده و باقی‌مانده",
  tags,
  access: LEADER,
  params: z.object({ discountId: id }),
  response: z.object({
    discountCodes: z.array(
      z.object({ code: z.string(), totalCount: z.number(), usedCount: z.number(), remainCount: z.number() }),
    ),
    totalCount: z.number(),
    usedCount: z.number(),
    remainCount: z.number(),
  }),
  errors: ["campaign_not_found"],
} satisfies Contract;
export const tourCampaignsContract = {
  method: "GET",
  path: "/api/Discounts/GetTourDiscounts/{tourId}",
  summary: "کمپین‌های تخفیف انتخاب‌شده برای یک تور",
  tags,
  access: LEADER,
  params: z.object({ tourId: id }),
  response: z.array(selectable),
  errors: [],
} satisfies Contract;
export const searchCampaignsContract = {
  method: "GET",
  path: "/api/Discounts/Get",
  summary: "جستجوی کمپین‌های تخفیف (۱۰ در هر صفحه)",
  tags,
  access: LEADER,
  query: z.object({ ...campaignSearchQuery, ...pageQuery(10, 100) }),
  response: pagedSchema(campaign),
  errors: [],
} satisfies Contract;
