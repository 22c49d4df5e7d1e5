// Paging of list calls: `Page` (1-based) and `PageSize` in the query; a PageSize above the list's
// cap is clamped, not refused. Answers are `{ result, pageCount, totalItemCount }`.
// A page past the first MAX_PAGED_ROWS rows is refused (lib/http/assert-page-depth.ts, run by the route wrapper for every
// contract): an OFFSET reads and drops every row before the page, so page 5,000 of a platform-wide list cost
// 0.5–0.9 s at a tenth of the national data (issue 33); the filters (a date range, a search) reach those rows.
import { formatNumber } from "@/lib/format/number";
import { MAX_ID } from "@/lib/validation/fields";
import { FIELD_LABELS } from "@/lib/validation/labels";
import { z } from "@/lib/validation/z";

/** Largest page number accepted (keeps OFFSET within what the database and Prisma take). */
const MAX_PAGE = 1_000_000;

/** Rows a list pages through: a page starting past them is refused, 400 `invalid_input` naming the filters. */
export const MAX_PAGED_ROWS = 5_000;

export const PAGE_TOO_DEEP_MESSAGE =
  `${FIELD_LABELS.Page}: فقط ${formatNumber(MAX_PAGED_ROWS)} ردیف نخست هر فهرست صفحه‌به‌صفحه نمایش داده می‌شود؛ ` +
  "برای ردیف‌های دورتر، فهرست را با بازه تاریخ (از تاریخ / تا تاریخ) یا جستجو و فیلترهای آن محدود کنید.";

export function pageQuery(defaultSize: number, cap = 100) {
  return {
    Page: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE)
      .meta({
        description:
          `1-based page. A page that starts past row ${MAX_PAGED_ROWS} ((Page − 1) × PageSize ≥ ${MAX_PAGED_ROWS}) is refused ` +
          "with 400 invalid_input: narrow the list with its date range or search instead",
      })
      .default(1),
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
