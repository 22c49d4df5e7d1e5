// Contracts of the announcements (spec 1 §2 "Dashboard header" bell and modal, §7 "Announcements").
import type { Contract } from "@/lib/http/contract";
import { pagedSchema, pageQuery } from "@/lib/http/paging";
import { given, whenField } from "@/lib/validation/variants";
import { z } from "@/lib/validation/z";
import { ANNOUNCEMENT_MESSAGES as M } from "./messages";
import { idSchema } from "@/lib/validation/fields";

const tags = ["Announcements"];
const id = idSchema;
const kind = z.enum(["Alert", "TicketCancelation"]);

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  annoncementType: kind.describe("the spec's spelling"),
  entityId: z.string().nullable().describe("TicketCancelation: the refund id"),
  expiresAt: z.string(),
  created: z.string(),
  isRead: z.boolean(),
});

export const listAnnouncementsContract = {
  method: "GET",
  path: "/api/Announcements",
  summary: "اطلاعیه‌های جاری کاربر (زنگوله): فهرست و تعداد خوانده‌نشده",
  tags,
  access: ["Leader", "Affiliate"],
  allowUnconfirmed: true,
  response: z.object({ result: z.array(announcementSchema), unreadCount: z.number().int() }),
  errors: [],
} satisfies Contract;

export const getAnnouncementContract = {
  method: "GET",
  path: "/api/Announcements/{id}",
  summary: "یک اطلاعیه (با باز کردن، خوانده می‌شود)",
  tags,
  access: ["Leader", "Affiliate"],
  allowUnconfirmed: true,
  params: z.object({ id }),
  response: announcementSchema,
  errors: [],
} satisfies Contract;

export const announcementBodySchema = z
  .object({
    title: z.string().trim().min(1).max(200, "عنوان حداکثر ۲۰۰ نویسه است"),
    body: z.string().trim().min(1).max(4000, "متن حداکثر ۴۰۰۰ نویسه است"),
    expiresIn: z.number().int().min(1, "مهلت نمایش دست‌کم ۱ روز است").max(365, "مهلت نمایش حداکثر ۳۶۵ روز است"),
    userId: id.nullish(),
    entityId: z.string().trim().max(100).nullish(),
    type: kind.default("Alert"),
  })
  .superRefine((value, ctx) => {
    if (value.type === "TicketCancelation" && !value.entityId)
      ctx.addIssue({ code: "custom", message: M.entityRequired, path: ["entityId"] });
  })
  .meta(whenField("type", "TicketCancelation", given("entityId")));
export type AnnouncementBody = z.output<typeof announcementBodySchema>;

const operatorAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  annoncementType: kind,
  entityId: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
  readCount: z.number().int(),
  created: z.string(),
});

export const createAnnouncementContract = {
  method: "POST",
  path: "/api/Announcements",
  summary: "ارسال اطلاعیه به یک کاربر یا (بدون userId) به همه تورگردانان و فروشندگان",
  tags,
  access: ["Operator"],
  body: announcementBodySchema,
  response: operatorAnnouncementSchema,
  errors: ["recipient_unknown"],
} satisfies Contract;

export const updateAnnouncementContract = {
  method: "PUT",
  path: "/api/Announcements/{id}",
  summary: "ویرایش اطلاعیه (مهلت از همین حالا دوباره شمرده می‌شود)",
  tags,
  access: ["Operator"],
  params: z.object({ id }),
  body: announcementBodySchema,
  response: operatorAnnouncementSchema,
  errors: ["recipient_unknown"],
} satisfies Contract;

export const deleteAnnouncementContract = {
  method: "DELETE",
  path: "/api/Announcements/{id}",
  summary: "حذف اطلاعیه",
  tags,
  access: ["Operator"],
  params: z.object({ id }),
  response: z.object({ success: z.literal(true) }),
  errors: [],
} satisfies Contract;

export const operatorAnnouncementsContract = {
  method: "GET",
  path: "/api/Operator/announcements",
  summary: "همه اطلاعیه‌ها برای اپراتور (جدیدترین اول)",
  tags,
  access: ["Operator"],
  query: z.object(pageQuery(9, 100)),
  response: pagedSchema(operatorAnnouncementSchema),
  errors: [],
} satisfies Contract;
