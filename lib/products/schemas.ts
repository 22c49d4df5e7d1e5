// Request schemas of the product calls (spec doc 3 "Product", "Product reservation").
import { queryDate } from "@/lib/validation/date-time";
import {
  idSchema,
  mobileSchema,
  moneySchema,
  nationalIdSchema,
  orBlank,
  passengerPhoneSchema,
} from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { MAX_ORDER_COUNT } from "./constants";

export const id = idSchema;
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
// Blank (null, "" or spaces) is no text; the document admits null (the contract fuzzer sent it).
const optionalText = (max: number) =>
  z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .max(max, `حداکثر ${max.toLocaleString("fa-IR")} نویسه`)
        .optional(),
    )
    .meta({ type: ["string", "null"] });

export const productBody = z.object({
  title: z.string().trim().min(1, "عنوان محصول را وارد کنید").max(200, "عنوان حداکثر ۲۰۰ نویسه است"),
  registrationEndTime: z.coerce.date(),
  capacity: z.coerce.number().int().min(1, "ظرفیت باید حداقل ۱ باشد").max(1_000_000),
  price: moneySchema,
  description: optionalText(5000),
  extraQuestion: optionalText(200),
  isExtraQuestionDate: z.boolean().default(false),
  showInWebsite: z.boolean().default(true),
  tags: z
    .array(z.string().trim().min(1).max(50, "برچسب حداکثر ۵۰ نویسه است"))
    .max(20, "حداکثر ۲۰ برچسب")
    .default([])
    .transform((tags) => [...new Set(tags)]),
});
export type ProductInput = z.output<typeof productBody>;

export const productSearchQuery = {
  "Resource.Title": optionalText(200),
  RegisterTimeEndsBefore: queryDate,
  RegisterTimeEndsAfter: queryDate,
  UserId: z.preprocess(blank, id.optional()),
};

const name = z.string().trim().min(1, "این فیلد نمی‌تواند خالی باشد").max(50, "حداکثر ۵۰ نویسه");
export const orderBody = z.object({
  firstName: name,
  lastName: name,
  mobile: mobileSchema,
  nationalId: nationalIdSchema,
  // The passenger phone rule (its pattern in the document; the contract fuzzer found this field's own
  // regex counting the spaces it trimmed).
  phone: orBlank(passengerPhoneSchema),
  orderCount: z.coerce
    .number()
    .int()
    .min(1, "تعداد باید حداقل ۱ باشد")
    .max(MAX_ORDER_COUNT, `در هر سفارش حداکثر ${MAX_ORDER_COUNT.toLocaleString("fa-IR")} عدد`),
  paymentMethod: z.preprocess(
    (v) =>
      typeof v === "string"
        ? (({ online: "Online", c2c: "C2C", "card-to-card": "C2C" } as Record<string, string>)[
            v.trim().toLowerCase()
          ] ?? v)
        : v,
    z.enum(["Online", "C2C"], "روش پرداخت معتبر نیست."),
  ),
  extraQuestionAnswer: optionalText(500),
});
export type OrderInput = z.output<typeof orderBody>;

const photoOrder = z.coerce
  .number()
  .int()
  .min(1, "جایگاه تصویر باید بین ۱ تا ۴ باشد")
  .max(4, "جایگاه تصویر باید بین ۱ تا ۴ باشد");
export const photoName = z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/);
export const productPhotoUpload = z.object({ Photo: z.file(), Order: photoOrder });
export const productPhotoCopy = z.object({
  NewPhotoFile: z.preprocess((v) => (v instanceof File && v.size > 0 ? v : undefined), z.file().optional()),
  OldPhotoName: photoName,
  /** The product (the spec keeps the tour call's field names). */
  TourId: id,
  Priority: photoOrder,
});
export const productPhotoReorder = z.object({
  tourId: id,
  photos: z
    .array(z.object({ order: photoOrder, name: photoName }))
    .min(1)
    .max(4),
});

/** A product photo as the calls answer it. */
export const photoViewSchema = z.object({ order: z.number(), name: z.string(), address: z.string().nullable() });
/** A product as the calls answer it (product-view.ts `productView`). */
export const productViewSchema = z.object({
  id: z.number(),
  leaderId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  registrationEndTime: z.string(),
  capacity: z.number(),
  soldCount: z.number(),
  availableCount: z.number(),
  price: z.number(),
  extraQuestion: z.string().nullable(),
  isExtraQuestionDate: z.boolean(),
  showInWebsite: z.boolean(),
  isActive: z.boolean(),
  registrationOpen: z.boolean(),
  stockState: z.enum(["Available", "LimitedStock", "OutOfStock"]),
  tags: z.array(z.string()),
  photos: z.array(photoViewSchema),
  photo: z.string().nullable(),
  createdAt: z.string(),
});
