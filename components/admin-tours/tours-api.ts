// The operator's tour and comment calls.
import type { Paged } from "@/lib/http/paging";
import type { searchToursContract } from "@/lib/operator-tours/contracts";
import type { z } from "@/lib/validation/z";
import { apiClient } from "@/lib/client/api-client";
import type { RowOf } from "@/lib/client/response-of";
import type { userCommentsContract } from "@/lib/comments/contracts";

export type TourRow = z.output<NonNullable<typeof searchToursContract.response>>["result"][number];
export type CommentRow = RowOf<typeof userCommentsContract>;

export const ADMIN_TOURS_KEY = ["admin-tours"] as const;

export const toursApi = {
  search: (query: Record<string, string | number | boolean | undefined>) => apiClient.get<Paged<TourRow>>("/api/Operator/SearchTours", { query: { ...query, PageSize: 9 } }),
  comments: (page: number) => apiClient.get<Paged<CommentRow>>("/api/operator/usercomments", { query: { Page: page, PageSize: 9 } }),
  hideComment: (commentId: number) => apiClient.delete("/api/operator/usercomments/{commentId}", { params: { commentId } }),
};
