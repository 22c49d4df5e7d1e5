// The discount calls as the browser makes them.
import { api } from "@/lib/client/api-client";
import type { QueryOf } from "@/lib/client/endpoint";
import * as discounts from "@/lib/client/endpoints/discounts";
import type { ResponseOf } from "@/lib/client/response-of";
import type * as D from "@/lib/discounts/contracts";

export type Campaign = ResponseOf<typeof D.createCampaignContract>;

export interface CampaignBody {
  title: string;
  isGeneratedBySystem: boolean;
  endTime: string;
  count: number;
  price?: number;
  percent?: number;
  code?: string;
}

export type SelectableCampaign = ResponseOf<typeof D.availableCampaignsContract>[number];

export type CampaignCodes = ResponseOf<typeof D.campaignCodesContract>;

export const discountApi = {
  search: (query: QueryOf<typeof discounts.searchCampaignsContract>) =>
    api.call(discounts.searchCampaignsContract, { query }),
  create: (body: CampaignBody) => api.call(discounts.createCampaignContract, { body }),
  update: (id: number, body: CampaignBody) => api.call(discounts.updateCampaignContract, { body: { id, ...body } }),
  setActive: (id: number, isActive: boolean) =>
    api.call(discounts.setCampaignActivationContract, { body: { id, isActive } }),
  remove: (discountId: number) => api.call(discounts.deleteCampaignContract, { params: { discountId } }),
  codes: (discountId: number) => api.call(discounts.campaignCodesContract, { params: { discountId } }),
  available: () => api.call(discounts.availableCampaignsContract),
  ofTour: (tourId: number) => api.call(discounts.tourCampaignsContract, { params: { tourId } }),
};

/** "۱۰٪" or "۵۰٬۰۰۰ تومان". */
export const amountText = (
  c: { percent: number | null; price: number | null },
  money: (n: number) => string,
  digits: (n: number) => string,
) => (c.percent !== null ? `${digits(c.percent)}٪` : c.price !== null ? money(c.price) : "—");
