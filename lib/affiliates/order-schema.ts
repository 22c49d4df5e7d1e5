// The web-service order's fields, shared by the call's contract and the order form in the browser.
import { DOMAIN_AS_TYPED_PATTERN } from "@/lib/validation/patterns";
import { z } from "@/lib/validation/z";

/** Trimmed text, absent when blank. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
    z.string().max(max).optional(),
  );

export const webServiceOrderSchema = z.object({
  brand: z.string().trim().min(1, "نام برند الزامی است").max(100),
  saleWebsiteDomain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .meta({ pattern: DOMAIN_AS_TYPED_PATTERN })
    .transform((v) => v.replace(/^https?:\/\//, "").replace(/\/+$/, ""))
    .pipe(
      z
        .string()
        .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "دامنه سایت فروش معتبر نیست"),
    ),
  description: optionalText(2000),
});
