import { defineConfig } from "@playwright/test";

// Two servers started from the deployable artefact (build/, copied, production dependencies only,
// read-only) on one PostgreSQL, one Redis (REDIS_URL) and one S3-compatible store (s3rver), as README's
// "Deploy" describes; started by tests/instances/start-instances.ts. API calls and page HTML only: no browser. `npm test` runs it
// after the browser journeys (scripts/test.mjs).
export default defineConfig({
  testDir: "tests/instances",
  timeout: 120_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./tests/instances/start-instances.ts",
});
