// The sale-website, link-group and logbook calls as the leader's pages use them (the client's
// error toasts apply). Response types come from the services' return types.
import { apiClient } from "@/lib/client/api-client";
import type { ResponseOf, Wire } from "@/lib/client/response-of";
import type { creditPurchaseContract } from "@/lib/payments/contracts";
import type * as Web from "@/lib/websites/contracts";
import type { listLogbooks } from "@/lib/logbooks/list-logbooks";
import type { getLinkGroups } from "@/lib/websites/link-groups";
import type { SubDomainCheck } from "@/lib/websites/check-address";
import type { websiteView } from "@/lib/websites/website-view";

export type MyWebsite = Wire<Awaited<ReturnType<typeof websiteView>>>;
export type LinkGroup = Awaited<ReturnType<typeof getLinkGroups>>[number];
export type LogbookRow = Wire<Awaited<ReturnType<typeof listLogbooks>>>["result"][number];
export type PlanType = "Basic" | "Professional" | "Dedicated";
export type PayMethod = "Online" | "Credit";
export type PlanBill = ResponseOf<typeof Web.renewContract>;

export const websiteApi = {
  get: () => apiClient.get<MyWebsite>("/api/sale-website", { notify: false }),
  create: (body: { subDomain: string; domain: string | null; planType: PlanType; paymentMethod: PayMethod }) => apiClient.post<ResponseOf<typeof Web.createWebsiteContract>>("/api/sale-website", { body }),
  check: (subDomain: string) => apiClient.get<SubDomainCheck>("/api/sale-website/{subDomain}", { params: { subDomain }, notify: false }),
  save: (body: Record<string, unknown>) => apiClient.put<MyWebsite>("/api/sale-website", { body }),
  setDomain: (domain: string | null) => apiClient.put<MyWebsite>("/api/sale-website/custom-domain", { body: { domain } }),
  renew: (type: PlanType, paymentMethod: PayMethod) => apiClient.post<PlanBill>("/api/sale-website/renew/{type}", { params: { type }, body: { paymentMethod } }),
  payFromWallet: (bill: PlanBill) =>
    apiClient.post<ResponseOf<typeof creditPurchaseContract>>("/api/tour/bill/{billId}/credit-purchase/{paymentToken}", { params: { billId: bill.billId, paymentToken: bill.paymentToken } }),
  uploadCertificate: (file: File, subDomain: string) => {
    const form = new FormData();
    form.set("Photo", file);
    form.set("SubDomain", subDomain);
    return apiClient.post<ResponseOf<typeof Web.uploadCertificateContract>>("/api/sale-website/upload-certificate-photo", { body: form });
  },
  deleteCertificate: (ownerWebsiteId: number) => apiClient.delete<unknown>("/api/sale-website/delete-certificate-photo", { query: { ownerWebsiteId } }),
  linkGroups: () => apiClient.get<LinkGroup[]>("/api/sale-website/link-groups"),
  saveLinkGroups: (groups: LinkGroup[]) => apiClient.put<LinkGroup[]>("/api/sale-website/link-group", { body: { groups } }),
  addLinkGroup: (title: string) => apiClient.post<LinkGroup>("/api/sale-website/link-group/{title}", { params: { title } }),
  logbooks: (page: number, onlyCollabs: boolean) =>
    apiClient.get<Wire<Awaited<ReturnType<typeof listLogbooks>>>>("/api/tour/logbooks", { query: { Page: page, PageSize: 9, "Resource.OnlyCollabs": onlyCollabs } }),
  saveLogbook: (tourId: number, body: Record<string, unknown>) => apiClient.put<unknown>("/api/tour/{tourId}/logbook", { params: { tourId }, body }),
  setLogbookPhoto: (tourId: number, photoName: string | null) => apiClient.post<unknown>("/api/Tour/{tourId}/Photo/logbook", { params: { tourId }, body: { photoName } }),
};

/** Sends the browser to the gateway, or pays from the wallet; true when paid here. */
export async function payPlanBill(bill: PlanBill): Promise<boolean> {
  if (bill.paymentUrl) {
    window.location.assign(bill.paymentUrl);
    return false;
  }
  const answer = await websiteApi.payFromWallet(bill);
  return answer.success;
}
