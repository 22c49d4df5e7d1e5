import { defineConfig } from "prisma/config";

// Only `prisma generate` is used from the CLI (see docs/database.md): migrations are applied by
// lib/db/migrate.ts, so no datasource URL is needed here.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
