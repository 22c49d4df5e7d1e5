// Contracts of the reference-data calls (spec 1 §7 "Reference data"): public and cacheable.
import type { Contract } from "@/lib/http/contract";
import { z } from "@/lib/validation/z";
import { idSchema } from "@/lib/validation/fields";

const TAGS = ["Reference"];

/** `?includeTags`, `?includeTags=true` or `=1` ask for tags; `false` or `0` (or nothing) do not. */
const FLAG_WORDS = ["", "true", "1", "false", "0"];
const flag = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const raw = (Array.isArray(value) ? value.at(-1) : value)?.trim().toLowerCase();
    if (raw === undefined) return false;
    if (raw === "" || raw === "true" || raw === "1") return true;
    if (raw === "false" || raw === "0") return false;
    ctx.addIssue({ code: "custom", message: "مقدار وارد شده معتبر نیست" });
    return z.NEVER;
  })
  // The words it reads, in the document too (the contract fuzzer sent other text); repeated, the last counts.
  .meta({
    anyOf: [
      { type: "string", enum: FLAG_WORDS },
      { type: "array", items: { type: "string", enum: FLAG_WORDS } },
    ],
  });

const province = z.object({ id: z.number().int(), name: z.string() });
const city = z.object({ id: z.number().int(), name: z.string(), provinceId: z.number().int() });

export const listProvincesContract = {
  method: "GET",
  path: "/api/Provinces",
  summary: "فهرست استان‌ها",
  tags: TAGS,
  access: "public",
  response: z.array(province),
  errors: [],
} satisfies Contract;

export const listProvinceCitiesContract = {
  method: "GET",
  path: "/api/Provinces/{provinceId}/cities",
  summary: "شهرهای یک استان",
  tags: TAGS,
  access: "public",
  params: z.object({ provinceId: idSchema }),
  response: z.array(city),
  errors: ["unknown_province"],
} satisfies Contract;

export const listAllCitiesContract = {
  method: "GET",
  path: "/api/Provinces/citites",
  summary: "همه شهرها با نام استان (و برچسب تورهای منتشرشده با includeTags)",
  tags: TAGS,
  access: "public",
  query: z.object({ includeTags: flag }),
  response: z.array(city.extend({ provinceName: z.string(), tags: z.array(z.string()).optional() })),
  errors: [],
} satisfies Contract;

/** Provinces and cities change only with a new seed: browsers and proxies may keep them. */
export const REFERENCE_CACHE = "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400";
/** Tags follow tour publishing, so they are kept for minutes, not hours. */
export const TAGS_CACHE = "public, max-age=300, stale-while-revalidate=3600";
