import type { Contract } from "@/lib/http/contract";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { wireDate } from "@/lib/http/wire";
import { z } from "@/lib/validation/z";
import { commentBodySchema, commentUpdateSchema } from "./schemas";
import { idSchema } from "@/lib/validation/fields";

const tags = ["Votes and comments"];
const id = idSchema;
const comment = z.object({
  commentId: z.number().int(),
  fullName: z.string(),
  text: z.string(),
  createdAt: wireDate,
  isDeleted: z.boolean(),
});

export const listCommentsContract = {
  method: "GET",
  path: "/api/Tours/{tourId}/comments",
  summary: "نظرهای یک تور (صفحه‌بندی‌شده)",
  tags,
  access: "public",
  params: z.object({ tourId: id }),
  query: z.object(pageQuery(10, 50)),
  response: pagedSchema(comment).extend({ canModerate: z.boolean() }),
  errors: [],
} satisfies Contract;

export const addCommentContract = {
  method: "POST",
  path: "/api/Tours/{tourId}/comment",
  summary: "ثبت نظر برای یک تور",
  tags,
  access: "public",
  params: z.object({ tourId: id }),
  body: commentBodySchema,
  maxBodyBytes: 16 * 1024,
  response: comment,
  errors: [],
} satisfies Contract;

export const updateCommentContract = {
  method: "PUT",
  path: "/api/Tours/{tourId}/comment/{commentId}",
  summary: "پنهان کردن (حذف) یا نمایش دوباره نظر توسط برگزارکننده تور",
  tags,
  access: ["Leader"],
  params: z.object({ tourId: id, commentId: id }),
  body: commentUpdateSchema,
  response: comment,
  errors: [],
} satisfies Contract;

export const userCommentsContract = {
  method: "GET",
  path: "/api/operator/usercomments",
  summary: "همه نظرهای کاربران (اپراتور)",
  tags,
  access: ["Operator"],
  query: z.object(pageQuery(20, 100)),
  response: pagedSchema(
    z.object({
      commentId: z.number().int(),
      tourId: z.number().int(),
      tourTitle: z.string(),
      leaderId: z.number().int(),
      fullName: z.string(),
      mobile: z.string().nullable(),
      text: z.string(),
      createdAt: wireDate,
      isDeleted: z.boolean(),
    }),
  ).extend({
    totalCapped: z
      .boolean()
      .describe(
        "true: more comments exist than the 5,000 the list pages through; totalItemCount is then 5,000, not the total",
      ),
  }),
  errors: [],
} satisfies Contract;
