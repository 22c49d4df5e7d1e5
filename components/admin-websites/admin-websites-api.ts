// The operator's sale-website calls as /adminDashboard/websiteMaker uses them.
import { apiClient } from "@/lib/client/api-client";
import type { Wire } from "@/lib/client/response-of";
import type { searchSaleWebsites } from "@/lib/websites/operator-websites";

export type AdminSitePage = Wire<Awaited<ReturnType<typeof searchSaleWebsites>>>;
export type AdminSite = AdminSitePage["result"][number];
export type ScriptElement = "head" | "body" | "footers";

export const adminWebsitesApi = {
  sites: (q: { page: number; term: string; enabled: "" | "true" | "false" }) =>
    apiClient.get<AdminSitePage>("/api/Operator/SearchSaleWebsites", { query: { Page: q.page, PageSize: 9, SearchTerm: q.term || undefined, Enabled: q.enabled || undefined } }),
  domains: (q: { page: number; term: string; approved: "" | "true" | "false" }) =>
    apiClient.get<AdminSitePage>("/api/Operator/SearchSaleWebsiteDomains", { query: { Page: q.page, PageSize: 9, SearchTerm: q.term || undefined, Approved: q.approved || undefined } }),
  setPlan: (ownerId: number, type: string) => apiClient.put<AdminSite>("/api/Operator/sale-website/{ownerId}/plan/{type}", { params: { ownerId, type } }),
  toggleFeature: (userId: number, featureId: number) => apiClient.post<AdminSite>("/api/sale-website/{userId}/toggle-feature/{featureId}", { params: { userId, featureId } }),
  setDomain: (ownerId: number, domain: string) => apiClient.put<AdminSite>("/api/Operator/sale-website/{ownerId}/domain/{domain}", { params: { ownerId, domain } }),
  toggleDomain: (ownerId: number) => apiClient.put<AdminSite>("/api/Operator/sale-website/{ownerId}/domain/toggle-approval", { params: { ownerId } }),
  toggleScript: (ownerId: number, element: ScriptElement) =>
    apiClient.put<AdminSite>("/api/Operator/sale-website/{ownerId}/toggle-script-status", { params: { ownerId }, query: { element } }),
};
