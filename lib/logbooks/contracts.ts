// Contracts of the logbook calls (spec docs 2 and 3: logbooks, the logbook photo, UploadMyFile).
import type { Contract } from "@/lib/http/contract";
import { pagedSchema } from "@/lib/http/paging";
import { wireDate } from "@/lib/http/wire";
import { idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { logbookBodySchema, logbookPhotoSchema, logbooksQuery, uploadMyFileSchema } from "./schemas";

const LEADER = ["Leader"] as const;
const tags = ["Logbooks"];
const tourParams = z.object({ tourId: idSchema });
const logbook = z.object({
  tourId: z.number(),
  logbookText: z.string(),
  previousPassengersCount: z.number(),
  previousToursCount: z.number(),
  embeddedVideoTitle: z.string().nullable(),
  embeddedVideoLocation: z.string().nullable(),
  photoName: z.string().nullable(),
  photo: z.string().nullable(),
});

export const listLogbooksContract = {
  method: "GET",
  path: "/api/tour/logbooks",
  summary: "تورهای کاربر با سفرنامه‌هایشان (OnlyCollabs: همکاری‌ها)، ۹ مورد در هر صفحه",
  tags,
  access: LEADER,
  query: logbooksQuery,
  response: pagedSchema(
    logbook.extend({
      id: z.number().int(),
      title: z.string(),
      startTime: wireDate.nullable(),
      endTime: wireDate.nullable(),
      visibility: z.enum(["Hidden", "Shown", "Featured"]),
      photos: z.array(z.string()).describe("names of the tour's photos, in their order"),
      hasLogbook: z.boolean(),
    }),
  ),
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} as const satisfies Contract;
export const getLogbookContract = {
  method: "GET",
  path: "/api/tour/{tourId}/logbook",
  summary: "سفرنامهٔ یک تور",
  tags,
  access: LEADER,
  params: tourParams,
  response: logbook,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} as const satisfies Contract;
export const saveLogbookContract = {
  method: "PUT",
  path: "/api/tour/{tourId}/logbook",
  summary: "ذخیرهٔ سفرنامهٔ تور",
  tags,
  access: LEADER,
  params: tourParams,
  body: logbookBodySchema,
  response: logbook,
  errors: ["cancelled_tour", "image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} as const satisfies Contract;
export const logbookPhotoContract = {
  method: "POST",
  path: "/api/Tour/{tourId}/Photo/logbook",
  summary: "انتخاب عکس تور برای سفرنامه",
  tags,
  access: LEADER,
  params: tourParams,
  body: logbookPhotoSchema,
  response: logbook,
  errors: [
    "cancelled_tour",
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
    "photo_not_of_tour",
  ],
} as const satisfies Contract;
export const uploadMyFileContract = {
  method: "POST",
  path: "/api/Tour/UploadMyFile",
  summary: "بارگذاری تصویر شخصی تورگردان (رمز عبور حساب دوباره پرسیده می‌شود)",
  tags,
  access: LEADER,
  multipart: true,
  body: uploadMyFileSchema,
  response: z.object({ name: z.string(), fileName: z.string(), address: z.string().nullable() }),
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported", "wrong_password"],
} as const satisfies Contract;
