// The operator's sale-website calls as /adminDashboard/websiteMaker uses them.
import { api } from "@/lib/client/api-client";
import * as websites from "@/lib/client/endpoints/websites";
import type { ResponseOf, Wire } from "@/lib/client/response-of";
import type * as Web from "@/lib/websites/contracts";
import type { searchSaleWebsites } from "@/lib/websites/operator-websites";

export type AdminSitePage = Wire<Awaited<ReturnType<typeof searchSaleWebsites>>>;
export type AdminSite = AdminSitePage["result"][number];
export type ScriptElement = "head" | "body" | "footers";

// The rows' response schema (lib/websites/contracts.ts, `adminRow`) lists part of what the service returns
// and lets the rest pass (`.passthrough()`): the page reads the service's type, which the compiler still
// holds against the listed fields, until the schema lists every field (issue 24, the OpenAPI part).
const asPage = async (answer: Promise<ResponseOf<typeof Web.searchWebsitesContract>>) =>
  (await answer) as AdminSitePage;
const asSite = async (answer: Promise<ResponseOf<typeof Web.toggleScriptContract>>) => (await answer) as AdminSite;

export const adminWebsitesApi = {
  sites: (q: { page: number; term: string; enabled: "" | "true" | "false" }) =>
    asPage(
      api.call(websites.searchWebsitesContract, {
        query: { Page: q.page, PageSize: 9, SearchTerm: q.term || undefined, Enabled: q.enabled || undefined },
      }),
    ),
  domains: (q: { page: number; term: string; approved: "" | "true" | "false" }) =>
    asPage(
      api.call(websites.searchDomainsContract, {
        query: { Page: q.page, PageSize: 9, SearchTerm: q.term || undefined, Approved: q.approved || undefined },
      }),
    ),
  setPlan: (ownerId: number, type: string) => api.call(websites.setPlanContract, { params: { ownerId, type } }),
  toggleFeature: (userId: number, featureId: number) =>
    api.call(websites.toggleFeatureContract, { params: { subDomain: userId, featureId } }), // the route's folder is shared with {subDomain},
  setDomain: (ownerId: number, domain: string) => api.call(websites.setDomainContract, { params: { ownerId, domain } }),
  toggleDomain: (ownerId: number) => api.call(websites.toggleDomainApprovalContract, { params: { ownerId } }),
  toggleScript: (ownerId: number, element: ScriptElement) =>
    asSite(api.call(websites.toggleScriptContract, { params: { ownerId }, query: { element } })),
};
