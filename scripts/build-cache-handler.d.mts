// Types of scripts/build-cache-handler.mjs (a plain ESM script: next.config.mjs's build step).
/** Where the compiled handler goes (lib/cache/generated/next-cache-handler.mjs). */
export const CACHE_HANDLER_FILE: string;
/** Compiles lib/cache/incremental-handler.ts into CACHE_HANDLER_FILE; answers its path. */
export function buildCacheHandler(): Promise<string>;
