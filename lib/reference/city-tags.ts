import "server-only";
// Tags of the published tours that start in each city (hints for the public city picker).
// "Published" as the public tour page has it (not a draft, not deleted), and not cancelled.
import type { Db } from "@/lib/db/client";

/** city id → its distinct tags in Persian order, from one grouped query. */
export async function getCityTags(db: Db): Promise<Map<number, string[]>> {
  const rows = await db.$queryRaw<{ cityId: number; tags: string[] }[]>`
    select t."startCityId" as "cityId", array_agg(distinct tt.title) as tags
    from "TourTag" tt
    join "Tour" t on t.id = tt."tourId"
    where t."startCityId" is not null
      and t."isDraft" = false
      and t."deletedAt" is null
      and t.status <> 'Cancelled'
    group by t."startCityId"`;
  const persian = new Intl.Collator("fa");
  return new Map(rows.map((row) => [row.cityId, [...row.tags].sort(persian.compare)]));
}
