// Contracts of the operator's tour management (spec 3 §7 "Operator": SearchTours) and comment moderation.
import { queryDate } from "@/lib/http/query-fields";
import type { Contract } from "@/lib/http/contract";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { z } from "@/lib/validation/z";
import { idSchema } from "@/lib/validation/fields";

const tags = ["Operator"];
const id = idSchema;

export const searchToursContract = {
  method: "GET",
  path: "/api/Operator/SearchTours",
  summary: "جستجوی تورهای همه تورگردانان با آمار فروش هر تور",
  tags,
  access: ["Operator"],
  query: z.object({
    SearchTerm: z.string().trim().max(100).optional(),
    IsDeleted: z.preprocess(
      (v) =>
        v === "" || v === undefined
          ? undefined
          : v === "true" || v === "1"
            ? true
            : v === "false" || v === "0"
              ? false
              : v,
      z.boolean().optional(),
    ),
    FromDate: queryDate,
    ToDate: queryDate,
    ...pageQuery(9, 100),
  }),
  response: pagedSchema(
    z.object({
      id: z.number().int(),
      title: z.string(),
      tourType: z.string(),
      status: z.string(),
      leaderId: z.number().int(),
      leaderName: z.string(),
      leaderBrand: z.string().nullable(),
      leaderMobile: z.string(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
      isDeleted: z.boolean(),
      moderation: z.enum(["Hidden", "Suspended"]).nullable().describe("an operator's hiding or suspension"),
      moderationReason: z.string().nullable(),
      soldTickets: z.number().int().describe("paid tickets"),
      saleAmount: z.number().describe("toman paid for those tickets"),
      publicUrl: z.string().describe("root-relative address of the public tour page"),
      created: z.string(),
    }),
  ).extend({
    totalCapped: z
      .boolean()
      .describe(
        "true: more tours match a term or dates than the 5,000 a list pages through; totalItemCount is then 5,000, not the total",
      ),
  }),
  errors: ["search_too_broad"],
} satisfies Contract;

export const deleteUserCommentContract = {
  method: "DELETE",
  path: "/api/operator/usercomments/{commentId}",
  summary: "حذف (پنهان کردن) نظر کاربر توسط اپراتور",
  tags: ["Votes and comments"],
  access: ["Operator"],
  params: z.object({ commentId: id }),
  response: z.object({ success: z.literal(true) }),
  errors: [],
} satisfies Contract;

const moderationResponse = z.object({
  id: z.number().int(),
  moderation: z.enum(["Hidden", "Suspended"]).nullable(),
  moderationReason: z.string().nullable(),
  moderatedAt: z.string().nullable(),
});

export const moderateTourContract = {
  method: "PUT",
  path: "/api/operator/tours/{tourId}/moderation",
  summary: "پنهان یا تعلیق کردن تور با دلیل؛ تورگردان پیامک می‌گیرد و بلیت‌های فروخته‌شده معتبر می‌مانند",
  tags,
  access: ["Operator"],
  params: z.object({ tourId: id }),
  body: z.object({
    moderation: z.enum(["Hidden", "Suspended"]),
    moderationReason: z.string().trim().min(3).max(300),
  }),
  maxBodyBytes: 4096,
  response: moderationResponse,
  errors: ["tour_not_found"],
} satisfies Contract;

export const liftTourModerationContract = {
  method: "DELETE",
  path: "/api/operator/tours/{tourId}/moderation",
  summary: "برداشتن پنهان‌سازی یا تعلیق تور",
  tags,
  access: ["Operator"],
  params: z.object({ tourId: id }),
  response: moderationResponse,
  errors: ["tour_not_found", "tour_not_moderated"],
} satisfies Contract;
