// Expires tags from where Next's revalidateTag may not be called: while a page renders (the sale
// website's clock, lib/websites/load-site.ts). Goes to the same tag store as revalidateTag (the
// handler's, shared by every instance with REDIS_URL). Outside a server that installed the handler
// (integration tests, scripts) there is no page cache, and it does nothing.
import { installedStores } from "./stores";

export async function expireTagsNow(tags: string[]): Promise<void> {
  const stores = installedStores();
  if (stores && tags.length) await (await stores).tags.revalidate(tags);
}
