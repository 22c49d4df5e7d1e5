import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests (*.test.ts) run without a database; integration tests (*.int.test.ts) get a real
// PostgreSQL: one embedded cluster per run, one migrated database per worker.
const shared = {
  alias: {
    "@": path.resolve(import.meta.dirname),
    "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only.ts"),
  },
};
const env = {
  AUTH_SECRET: "test-secret-for-vitest-only-0123456789abcdef",
  HAMSAFAR_DATA_DIR: ".data/test",
  SMS_PROVIDER: "console",
  SMS_SILENT: "1",
  C2C_CARD_NUMBER: "6037997000000000",
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: shared,
        test: {
          name: "unit",
          include: ["{lib,tests,scripts,bench,components,server}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          env,
        },
      },
      {
        resolve: shared,
        test: {
          name: "integration",
          include: ["{lib,tests,app}/**/*.int.test.ts"],
          globalSetup: ["tests/setup/global-db.ts"],
          setupFiles: ["tests/setup/worker-db.ts"],
          env,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
    ],
  },
});
