// The change count of this process's tag records (TagStore.changes), read synchronously by the custom server's
// page memo (server/page-memo.ts), which lives outside Next's bundles and reaches the handler's stores through
// their registry (stores.ts). Undefined until Next's first use of the cache has made the stores.
import { installedStores } from "./stores";
import type { TagStore } from "./tag-store";

let tags: TagStore | undefined;
let asked: Promise<unknown> | undefined;

export function tagChanges(): number | undefined {
  if (tags) return tags.changes;
  const stores = installedStores();
  if (stores && !asked)
    asked = stores.then(
      (made) => void (tags = made.tags),
      () => void (asked = undefined), // a store that could not start is made again by Next: ask once more
    );
  return undefined;
}
