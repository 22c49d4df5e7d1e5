// The discount calls as the browser makes them.
import { apiClient } from "@/lib/client/api-client";
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
  search: (query: Record<string, string | number | boolean | undefined>) =>
    apiClient.get<ResponseOf<typeof D.searchCampaignsContract>>("/api/Discounts/Get", { query }),
  create: (body: CampaignBody) => apiClient.post<Campaign>("/api/Discounts/Create", { body }),
  update: (id: number, body: CampaignBody) => apiClient.put<Campaign>("/api/Discounts/Update", { body: { id, ...body } }),
  setActive: (id: number, isActive: boolean) => apiClient.put<Campaign>("/api/Discounts/SetDiscountActivation", { body: { id, isActive } }),
  remove: (discountId: number) => apiClient.delete("/api/Discounts/Delete/{discountId}", { params: { discountId } }),
  codes: (discountId: number) => apiClient.get<CampaignCodes>("/api/Discounts/GetDiscountCodes/{discountId}", { params: { discountId } }),
  available: () => apiClient.get<SelectableCampaign[]>("/api/Discounts/GetAvailableDiscountCampaigns"),
  ofTour: (tourId: number) => apiClient.get<SelectableCampaign[]>("/api/Discounts/GetTourDiscounts/{tourId}", { params: { tourId } }),
};

/** "۱۰٪" or "۵۰٬۰۰۰ تومان". */
export const amountText = (c: { percent: number | null; price: number | null }, money: (n: number) => string, digits: (n: number) => string) =>
  c.percent !== null ? `${digits(c.percent)}٪` : c.price !== null ? money(c.price) : "—";
