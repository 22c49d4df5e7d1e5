// The web-service order's fields, shared by the call's contract and the order form in the browser.
import { z } from "@/lib/validation/z";

/** Trimmed text, absent when blank. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
    z.string().max(max).optional(),
  );

/**
 * The domain as typed, in the OpenAPI document: surrounding spaces, any letter case, an http(s):// in
 * front and slashes after are read away before the rule below (the contract fuzzer found it unstated).
 */
const DOMAIN_AS_TYPED =
  "^\\s*(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}/*\\s*$";

export const webServiceOrderSchema = z.object({
  brand: z.string().trim().min(1, "نام برند الزامی است").max(100),
  saleWebsiteDomain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .meta({ pattern: DOMAIN_AS_TYPED })
    .transform((v) => v.replace(/^https?:\/\//, "").replace(/\/+$/, ""))
    .pipe(
      z
        .string()
        .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "دامنه سایت فروش معتبر نیست"),
    ),
  description: optionalText(2000),
});
