// Paging of list calls: `Page` (1-based) and `PageSize` in the query; a PageSize above the list's
// cap is clamped, not refused. Answers are `{ result, pageCount, totalItemCount }`.
import { MAX_ID } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

/** Largest page number accepted (keeps OFFSET within what the database and Prisma take). */
const MAX_PAGE = 1_000_000;

export function pageQuery(defaultSize: number, cap = 100) {
  return {
    Page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    PageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_ID)
      .meta({ description: `Rows per page (default ${defaultSize}); a larger size than ${cap} answers ${cap} rows` })
      .default(defaultSize)
      .transform((size) => Math.min(size, cap)),
  };
}

export interface Paged<T> {
  result: T[];
  pageCount: number;
  totalItemCount: number;
}

export function toPaged<T>(result: T[], totalItemCount: number, pageSize: number): Paged<T> {
  return { result, totalItemCount, pageCount: Math.ceil(totalItemCount / pageSize) };
}

/** skip/take for Prisma from a parsed page query. */
export function pageWindow(query: { Page: number; PageSize: number }) {
  return { skip: (query.Page - 1) * query.PageSize, take: query.PageSize };
}

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), pageCount: z.number().int(), totalItemCount: z.number().int() });
