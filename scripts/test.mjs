// `npm test`: everything, in the order that fails fastest — generated files current, types, lint,
// unit + integration tests (vitest, real PostgreSQL), then the browser journeys (Playwright in
// Debian's Chromium against the production build). Ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
const step = (name) => console.log(`\n━━ ${name} ━━`);
let passed = 0;
let failed = 0;
const failures = [];

/** One Playwright run: its passed and failed tests count in the closing line. */
function playwright(title, name, args) {
  step(title);
  const report = `.data/${name.replace(/\W+/g, "-")}.json`;
  rmSync(report, { force: true });
  const result = run(
    process.execPath,
    ["node_modules/@playwright/test/cli.js", "test", ...args, "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  );
  if (existsSync(report)) {
    const stats = JSON.parse(readFileSync(report, "utf8")).stats ?? {};
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    if ((stats.expected ?? 0) === 0 && !(stats.unexpected ?? 0)) {
      failed++;
      failures.push(`${name} ran no test`);
    }
  } else if (result.status !== 0) failed++;
  if (result.status !== 0) failures.push(name);
}

mkdirSync(".data", { recursive: true });

step("generated route index");
if (run(process.execPath, ["scripts/route-manifest.mjs", "--check"]).status !== 0) {
  failed++;
  failures.push("route manifest stale");
}

step("type check");
if (run(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit"]).status !== 0) {
  failed++;
  failures.push("type check");
}

step("lint (ESLint and the layer rules)");
if (run(process.execPath, ["scripts/lint.mjs"]).status !== 0) {
  failed++;
  failures.push("lint");
}

step("OpenAPI document: built from the contracts, linted by Redocly (redocly.yaml)");
const openapi = ".data/openapi.json";
const quiet = { REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
if (
  run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/openapi-document.ts", openapi]).status !== 0 ||
  run(process.execPath, ["node_modules/@redocly/cli/bin/cli.js", "lint", openapi], quiet).status !== 0
) {
  failed++;
  failures.push("OpenAPI lint");
}

step("unit and integration tests (vitest)");
rmSync(".data/vitest.json", { force: true });
const vitest = run(process.execPath, [
  "node_modules/vitest/vitest.mjs",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=.data/vitest.json",
]);
if (existsSync(".data/vitest.json")) {
  const report = JSON.parse(readFileSync(".data/vitest.json", "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numTotalTestSuites && !report.success && !report.numFailedTests ? 1 : 0);
} else if (vitest.status !== 0) failed++;
if (vitest.status !== 0) failures.push("vitest");

step("production build");
const build = run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/build.ts"]);
if (build.status !== 0) {
  failed++;
  failures.push("build");
} else {
  playwright("browser journeys (Playwright, Chromium)", "playwright", []);
  playwright(
    "two instances on one PostgreSQL, Redis and S3 store (playwright.instances.config.ts)",
    "two-instance test",
    ["--config", "playwright.instances.config.ts"],
  );
}

if (failures.length) console.log(`\nfailed steps: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed || failures.length ? 1 : 0);
