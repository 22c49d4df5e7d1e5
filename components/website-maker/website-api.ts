// The sale-website, link-group and logbook calls as the leader's pages use them (the client's
// error toasts apply). Response types come from the services' return types.
import { api } from "@/lib/client/api-client";
import type { BodyOf } from "@/lib/client/endpoint";
import * as logbooks from "@/lib/client/endpoints/logbooks";
import * as payments from "@/lib/client/endpoints/payments";
import * as websites from "@/lib/client/endpoints/websites";
import type { ResponseOf, Wire } from "@/lib/client/response-of";
import type * as Web from "@/lib/websites/contracts";
import type { listLogbooks } from "@/lib/logbooks/list-logbooks";
import type { getLinkGroups } from "@/lib/websites/link-groups";
import type { websiteView } from "@/lib/websites/website-view";

export type MyWebsite = Wire<Awaited<ReturnType<typeof websiteView>>>;
export type LinkGroup = Awaited<ReturnType<typeof getLinkGroups>>[number];
export type LogbookRow = Wire<Awaited<ReturnType<typeof listLogbooks>>>["result"][number];
export type PlanType = "Basic" | "Professional" | "Dedicated";
export type PayMethod = "Online" | "Credit";
export type PlanBill = ResponseOf<typeof Web.renewContract>;

// The site's and the logbook list's response schemas (lib/websites/contracts.ts, lib/logbooks/contracts.ts)
// list part of what the services return and let the rest pass (`.passthrough()`): the pages read the
// services' types, which the compiler still holds against the schemas' listed fields, until the schemas
// list every field (issue 24, the OpenAPI part).
const asSite = async (answer: Promise<ResponseOf<typeof Web.getWebsiteContract>>) => (await answer) as MyWebsite;

export const websiteApi = {
  get: async () => ((await api.call(websites.getWebsiteContract, { notify: false })) as MyWebsite | null) ?? null,
  create: (body: { subDomain: string; domain: string | null; planType: PlanType; paymentMethod: PayMethod }) =>
    api.call(websites.createWebsiteContract, { body }),
  check: (subDomain: string) => api.call(websites.subDomainContract, { params: { subDomain }, notify: false }),
  save: (body: BodyOf<typeof websites.updateWebsiteContract>) =>
    asSite(api.call(websites.updateWebsiteContract, { body })),
  setDomain: (domain: string | null) => asSite(api.call(websites.customDomainContract, { body: { domain } })),
  renew: (type: PlanType, paymentMethod: PayMethod) =>
    api.call(websites.renewContract, { params: { type }, body: { paymentMethod } }),
  payFromWallet: (bill: PlanBill) =>
    api.call(payments.creditPurchaseContract, { params: { billId: bill.billId, paymentId: bill.paymentToken } }),
  uploadCertificate: (file: File, subDomain: string) =>
    api.call(websites.uploadCertificateContract, { body: { Photo: file, SubDomain: subDomain } }),
  deleteCertificate: (ownerWebsiteId: number) =>
    api.call(websites.deleteCertificateContract, { query: { ownerWebsiteId } }),
  linkGroups: () => api.call(websites.linkGroupsContract),
  saveLinkGroups: (groups: LinkGroup[]) => api.call(websites.saveLinkGroupsContract, { body: { groups } }),
  addLinkGroup: (title: string) => api.call(websites.addLinkGroupContract, { params: { title } }),
  logbooks: (page: number, onlyCollabs: boolean) =>
    api.call(logbooks.listLogbooksContract, {
      query: { Page: page, PageSize: 9, "Resource.OnlyCollabs": onlyCollabs },
    }) as Promise<Wire<Awaited<ReturnType<typeof listLogbooks>>>>,
  saveLogbook: (tourId: number, body: BodyOf<typeof logbooks.saveLogbookContract>) =>
    api.call(logbooks.saveLogbookContract, { params: { tourId }, body }),
  setLogbookPhoto: (tourId: number, photoName: string | null) =>
    api.call(logbooks.logbookPhotoContract, { params: { tourId }, body: { photoName } }),
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
