// unstable_cache where Next.js serves the request; a direct read where it does not (integration
// tests and scripts call the services without Next's cache, as expirePublicTourCache tolerates).
import { unstable_cache } from "next/cache";

export async function cachedRead<T>(
  read: () => Promise<T>,
  key: string[],
  options: { tags: string[]; revalidate: number | false },
): Promise<T> {
  try {
    return await unstable_cache(read, key, options)();
  } catch (error) {
    if (/incrementalCache missing/.test(String((error as Error)?.message))) return read();
    throw error;
  }
}
