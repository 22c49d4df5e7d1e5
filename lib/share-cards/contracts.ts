// Contracts of the share cards: the pictures of shared links for pages without a photo (issue 32).
import type { Contract } from "@/lib/http/contract";
import { PNG_TYPE } from "@/lib/http/media-types";
import { idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { SHARE_CARD_KINDS } from "./share-card";

export const shareCardContract = {
  method: "GET",
  path: "/api/share-card/{kind}/{id}",
  summary:
    "تصویر پیش‌نمایش پیوند (۱۲۰۰×۶۳۰ PNG) صفحهٔ تور، برگزارکننده یا محصول بی‌عکس: عنوان، تاریخ و قیمت به فارسی با نام برند؛ با نسخهٔ کنونی یک سال ماندگار",
  tags: ["Tours"],
  access: "public",
  params: z.object({
    kind: z.enum(SHARE_CARD_KINDS, { message: "نوع تصویر معتبر نیست" }),
    id: idSchema,
  }),
  query: z.object({
    v: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^[0-9a-f]{8}$/, "نسخهٔ تصویر معتبر نیست")
        .optional()
        .describe(
          "the card's version from the page's og:image address; another version is answered with a short cache",
        ),
    ),
  }),
  produces: "file",
  fileTypes: [PNG_TYPE],
  // The image codes are the analysis's over-approximation through the tour reader (as GET /api/Tour/{tourId} declares them).
  errors: [
    "not_found",
    "product_not_found",
    "image_empty",
    "image_too_large",
    "image_too_many_pixels",
    "image_unsupported",
  ],
} satisfies Contract;
