// The cache handler (lib/cache/incremental-handler.ts) as the one JavaScript file Next loads
// (next.config.mjs `cacheHandler`): the server imports it with Node's own loader, which reads no
// TypeScript, and Turbopack bundles it into the proxy. Made once per build (scripts/build.ts, `npm run
// build`, `npm run dev`), never when Next reads its config, so a copy with production dependencies only
// and a read-only folder run the very file the build made and tested. Packages stay imports.
import { existsSync, mkdirSync, renameSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const CACHE_HANDLER_FILE = path.join(root, "lib/cache/generated/next-cache-handler.mjs");

export async function buildCacheHandler() {
  const { build } = await import("esbuild");
  mkdirSync(path.dirname(CACHE_HANDLER_FILE), { recursive: true });
  const temporary = `${CACHE_HANDLER_FILE}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(root, "lib/cache/incremental-handler.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outfile: temporary,
    logLevel: "error",
  });
  renameSync(temporary, CACHE_HANDLER_FILE); // atomic: a server of this checkout may be reading it
  return CACHE_HANDLER_FILE;
}

/** `--if-missing`: only when no build made it yet (npm start on a current build). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!(process.argv.includes("--if-missing") && existsSync(CACHE_HANDLER_FILE))) await buildCacheHandler();
}
