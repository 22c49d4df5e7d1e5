// zod schemas of the logbook calls (spec doc 3 §3 "Logbook").
import { pageQuery } from "@/lib/http/paging";
import { HTTPS_URL_PATTERN } from "@/lib/validation/patterns";
import { z } from "@/lib/validation/z";

const count = z.coerce.number().int().min(0).max(1_000_000);

/** PUT /api/tour/{tourId}/logbook: the spec's client sends it only when the text and both counts are set. */
export const logbookBodySchema = z.object({
  logbook: z.string().trim().min(1).max(20_000),
  pastToursCount: count,
  previousPassengerCount: count,
  embeddedVideoTitle: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  /** An embeddable video address (Aparat, YouTube …): https only. */
  embeddedVideoLocation: z
    .string()
    .trim()
    .max(500)
    .meta({ pattern: HTTPS_URL_PATTERN })
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^https:\/\/[^\s"'<>]+$/i.test(v), "نشانی ویدیو باید با https:// شروع شود."),
});

export const logbooksQuery = z.object({
  "Resource.OnlyCollabs": z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
  ...pageQuery(9, 100),
});

/** POST /api/Tour/{tourId}/Photo/logbook: which of the tour's photos illustrates the logbook (null: none). */
export const logbookPhotoSchema = z.object({
  photoName: z
    .string()
    .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/)
    .nullable(),
});

export const uploadMyFileSchema = z.object({
  Image: z.file(),
  FileName: z.string().trim().max(100).optional(),
  Password: z.string().min(1).max(200),
});
