// The announcement calls of the bell and the operator's composer.
import type { announcementSchema, operatorAnnouncementsContract } from "@/lib/announcements/contracts";
import type { z } from "@/lib/validation/z";
import { api } from "@/lib/client/api-client";
import * as announcements from "@/lib/client/endpoints/announcements";
import * as refunds from "@/lib/client/endpoints/refunds";
import type { ResponseOf } from "@/lib/client/response-of";
import type { refundInfoContract } from "@/lib/refunds/contracts";

export type Announcement = z.output<typeof announcementSchema>;
export type OperatorAnnouncement = z.output<
  NonNullable<typeof operatorAnnouncementsContract.response>
>["result"][number];
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
  bell: () => api.call(announcements.listAnnouncementsContract),
  open: (id: number) => api.call(announcements.getAnnouncementContract, { params: { id } }),
  list: (page: number) => api.call(announcements.operatorAnnouncementsContract, { query: { Page: page } }),
  create: (body: AnnouncementInput) => api.call(announcements.createAnnouncementContract, { body }),
  update: (id: number, body: AnnouncementInput) =>
    api.call(announcements.updateAnnouncementContract, { params: { id }, body }),
  remove: (id: number) => api.call(announcements.deleteAnnouncementContract, { params: { id } }),
  refundInfo: (refundId: string) => api.call(refunds.refundInfoContract, { params: { refundId } }),
};

export type RefundInfo = ResponseOf<typeof refundInfoContract>;
