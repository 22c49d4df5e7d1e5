import { mobileSchema, orBlank } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

export const COMMENT_MAX = 1000;

export const commentBodySchema = z.object({
  fullName: z.string().trim().min(1).max(100, "حداکثر ۱۰۰ نویسه"),
  text: z
    .string()
    .trim()
    .min(1)
    .max(COMMENT_MAX, `حداکثر ${COMMENT_MAX.toLocaleString("fa-IR")} نویسه`),
  mobile: orBlank(mobileSchema),
});

export const commentUpdateSchema = z.object({ isDeleted: z.boolean() });
