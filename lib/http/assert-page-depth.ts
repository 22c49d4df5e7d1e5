import { ApiError } from "./errors";
import { MAX_PAGED_ROWS, PAGE_TOO_DEEP_MESSAGE } from "./paging";

/**
 * Refuses a page that starts past MAX_PAGED_ROWS (the route wrapper calls it with every parsed query and body; the
 * wallet's report pages in its body as `page`/`pageSize`), so no request reads and drops more rows than that.
 */
export function assertPageDepth(input: unknown) {
  if (!input || typeof input !== "object") return;
  const values = input as Record<string, unknown>;
  const page = values.Page ?? values.page;
  const size = values.PageSize ?? values.pageSize;
  if (typeof page === "number" && typeof size === "number" && (page - 1) * size >= MAX_PAGED_ROWS)
    throw new ApiError(400, [PAGE_TOO_DEEP_MESSAGE], "invalid_input");
}
