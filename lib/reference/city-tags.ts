import "server-only";
// Tags of the published tours that start in each city (for the public city picker's hints).
import type { Db } from "@/lib/db/client";

/**
 * city id → distinct tags, in one grouped query over published tours and their tags. Tours are
 * not part of the schema yet: until they are, no city has a tag. The tours domain replaces the
 * body with that query (tours joined to their tags, filtered on published, grouped by start city).
 */
export async function getCityTags(_db: Db): Promise<Map<number, string[]>> {
  return new Map();
}
