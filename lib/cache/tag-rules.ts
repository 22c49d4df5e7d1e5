// When a cache entry's tags make it dead: the one rule both tag stores (memory, Redis) apply.
import { expireAtOf } from "./page-cache-tags";

/** What is known of a tag: when it was marked stale and when it expires (epoch ms). */
export interface TagRecord {
  stale?: number;
  expired?: number;
}

/** Next's durations for revalidateTag/updateTag: none = expired now; { expire: s } = expired s seconds from now. */
export interface TagDurations {
  expire?: number;
}

/** The record a revalidation leaves (the same arithmetic as Next's own tag manifest). */
export function revalidatedRecord(previous: TagRecord | undefined, now: number, durations?: TagDurations): TagRecord {
  if (!durations) return { ...previous, expired: now };
  return {
    ...previous,
    stale: now,
    ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
  };
}

/**
 * True when an entry written at `lastModified` and carrying `tags` must not be served:
 * - an `expire-at:<ms>` tag whose instant has come (page-cache-tags.ts): dead from then on;
 * - a tag expired after the entry was written, at an instant that has come;
 * - a tag marked stale after the entry was written. Next would serve such an entry once more and
 *   render anew in the background; this handler renders anew at once (nothing here asks for a
 *   stale-while-revalidate tag: every expiry of the code base is `{ expire: 0 }`).
 */
export function isDead(
  tags: Iterable<string>,
  lastModified: number,
  now: number,
  lookup: (tag: string) => TagRecord | undefined,
): boolean {
  for (const tag of tags) {
    const at = expireAtOf(tag);
    if (at !== null) {
      if (at <= now) return true;
      continue;
    }
    const record = lookup(tag);
    if (!record) continue;
    if (record.expired !== undefined && record.expired <= now && record.expired > lastModified) return true;
    if (record.stale !== undefined && record.stale > lastModified) return true;
  }
  return false;
}
