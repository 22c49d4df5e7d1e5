// The operator's tour and comment calls.
import type { searchToursContract } from "@/lib/operator-tours/contracts";
import type { z } from "@/lib/validation/z";
import { api } from "@/lib/client/api-client";
import type { QueryOf } from "@/lib/client/endpoint";
import * as comments from "@/lib/client/endpoints/comments";
import * as operatorTours from "@/lib/client/endpoints/operator-tours";
import type { RowOf } from "@/lib/client/response-of";
import type { userCommentsContract } from "@/lib/comments/contracts";

export type TourRow = z.output<NonNullable<typeof searchToursContract.response>>["result"][number];
export type CommentRow = RowOf<typeof userCommentsContract>;

export const ADMIN_TOURS_KEY = ["admin-tours"] as const;

export const toursApi = {
  search: (query: QueryOf<typeof operatorTours.searchToursContract>) =>
    api.call(operatorTours.searchToursContract, { query: { ...query, PageSize: 9 } }),
  comments: (page: number) => api.call(comments.userCommentsContract, { query: { Page: page, PageSize: 9 } }),
  moderate: ({ tourId, ...body }: { tourId: number; moderation: "Hidden" | "Suspended"; moderationReason: string }) =>
    api.call(operatorTours.moderateTourContract, { params: { tourId }, body }),
  liftModeration: (tourId: number) => api.call(operatorTours.liftTourModerationContract, { params: { tourId } }),
  hideComment: (commentId: number) => api.call(operatorTours.deleteUserCommentContract, { params: { commentId } }),
};
