// The announcement calls of the bell and the operator's composer.
import type { Paged } from "@/lib/http/paging";
import type { announcementSchema, listAnnouncementsContract, operatorAnnouncementsContract } from "@/lib/announcements/contracts";
import type { z } from "@/lib/validation/z";
import { apiClient } from "@/lib/client/api-client";
import type { ResponseOf } from "@/lib/client/response-of";
import type { refundInfoContract } from "@/lib/refunds/contracts";

export type Announcement = z.output<typeof announcementSchema>;
export type OperatorAnnouncement = z.output<NonNullable<typeof operatorAnnouncementsContract.response>>["result"][number];
export interface AnnouncementInput {
  title: string;
  body: string;
  expiresIn: number;
  userId: number | null;
  type: "Alert" | "TicketCancelation";
  entityId: string | null;
}

export const BELL_KEY = ["announcements", "bell"] as const;
export const OPERATOR_ANNOUNCEMENTS_KEY = ["announcements", "operator"] as const;

export const announcementsApi = {
  bell: () => apiClient.get<ResponseOf<typeof listAnnouncementsContract>>("/api/Announcements"),
  open: (id: number) => apiClient.get<Announcement>("/api/Announcements/{id}", { params: { id } }),
  list: (page: number) => apiClient.get<Paged<OperatorAnnouncement>>("/api/Operator/announcements", { query: { Page: page } }),
  create: (body: AnnouncementInput) => apiClient.post<OperatorAnnouncement>("/api/Announcements", { body }),
  update: (id: number, body: AnnouncementInput) => apiClient.put<OperatorAnnouncement>("/api/Announcements/{id}", { params: { id }, body }),
  remove: (id: number) => apiClient.delete("/api/Announcements/{id}", { params: { id } }),
  refundInfo: (refundId: string) => apiClient.get<RefundInfo>("/api/refunds/RefundInfo/{refundId}", { params: { refundId } }),
};

export type RefundInfo = ResponseOf<typeof refundInfoContract>;
