// Query fields of list calls (the money lists first). The spec spells filters with and without the `Resource.`
// prefix (Resource.From in one list, From in another): both spellings are read; `pick` merges them.
import { idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

const blank = (v: unknown) => (v === "" || v === undefined || v === null ? undefined : v);

export const queryBool = z.preprocess(
  (v) =>
    blank(v) === undefined
      ? undefined
      : v === "true" || v === "1" || v === true
        ? true
        : v === "false" || v === "0" || v === false
          ? false
          : v,
  z.boolean().optional(),
);
/** A true/false flag the call needs (`?confirm=true`): a boolean in the document, `true`/`false` (or 1/0) on the wire. */
export const queryFlag = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean(),
);
export { queryDate } from "@/lib/validation/date-time";
export const queryText = (max = 100) => z.preprocess(blank, z.string().trim().max(max).optional());
export const queryId = z.preprocess(blank, idSchema.optional());

/** `{ X, "Resource.X" }` for each field. */
export function withResource<const T extends Record<string, z.ZodType>>(fields: T) {
  const out: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(fields)) {
    out[key] = schema;
    out[`Resource.${key}`] = schema;
  }
  return out as T & { [K in keyof T as `Resource.${K & string}`]: T[K] };
}

/** The value of a field given either way (the plain spelling wins). */
export function pick<T>(q: Record<string, unknown>, key: string): T | undefined {
  return (q[key] ?? q[`Resource.${key}`]) as T | undefined;
}
