import { defineConfig } from "@playwright/test";

// Journeys in Debian's Chromium (npx playwright install cannot download here) against the
// production build, served by the same start script as `npm start` on a fresh, seeded database.
// E2E_PORT (and NEXT_DIST_DIR for the build folder) let several runs share one checkout.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const E2E_DATA_DIR = `.data/e2e-${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    // Screenshot baselines (tests/e2e/*-snapshots, made in Debian's Chromium on Linux): animations
    // stopped, no caret, CSS pixels; at most 0.2 % of the pixels may differ, so a layout shift of one
    // pixel in a field or a row fails while anti-aliasing noise does not.
    toHaveScreenshot: { animations: "disabled", caret: "hide", scale: "css", maxDiffPixelRatio: 0.002 },
  },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "fa-IR",
    timezoneId: "Asia/Tehran",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /anonymous-budget\.spec\.ts$/ },
    // Timings under a burst: after every other journey, so no browser test shares the cores with it
    // (alone: `npx playwright test --project budget --no-deps`).
    { name: "budget", testMatch: /anonymous-budget\.spec\.ts$/, dependencies: ["chromium"] },
  ],
  webServer: {
    command: `npx tsx --conditions=react-server scripts/start.ts --data ${E2E_DATA_DIR} --fresh --port ${PORT}`,
    url: `http://localhost:${PORT}/api/openapi.json`,
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    // Every browser request comes from 127.0.0.1: the per-IP OTP limit would otherwise cap the run. The
    // per-address budget keeps its defaults (docs/security.md): one person is never refused by it.
    // The demo's card-to-card card, given explicitly (start.ts would also set it for the seeded demo).
    env: {
      OTP_IP_HOURLY_LIMIT: "100000",
      C2C_CARD_NUMBER: "6037997000000000",
      C2C_CARD_HOLDER: "همسفر (حساب آزمایشی)",
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
