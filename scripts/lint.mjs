// `npm run lint`: ESLint over the whole tree (eslint.config.mjs: typescript-eslint, React hooks,
// Next's rules, the layer rules of docs/architecture.md), the import graph's rules through
// dependency-cruiser (scripts/check-dependencies.mjs: no module cycle, no cycle between domains),
// the contracts' declared error codes against the throws their routes reach (scripts/error-codes.mjs),
// the rule for public pages (scripts/check-public-pages.mjs, docs/public-pages.md "The rule"),
// then Prettier's check of the formatting (.prettierrc.json; `npm run format` writes it). Any warning
// fails, as an error does. `npm run lint -- --fix` fixes what ESLint can.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("node_modules/eslint/bin/eslint.js")) {
  console.error("ESLint is not installed here: run `npm install` (it is a devDependency since the lint landing).");
  process.exit(1);
}
const extra = process.argv.slice(2);
const eslint = spawnSync(
  process.execPath,
  [
    "node_modules/eslint/bin/eslint.js",
    "--max-warnings=0",
    "--cache",
    "--cache-location",
    ".data/eslintcache",
    ...extra,
    ".",
  ],
  {
    stdio: "inherit",
  },
);
let failed = eslint.status !== 0;
const graph = spawnSync(process.execPath, ["scripts/check-dependencies.mjs"], { stdio: "inherit" });
failed ||= graph.status !== 0;
const codes = spawnSync(process.execPath, ["scripts/error-codes.mjs"], { stdio: "inherit" });
failed ||= codes.status !== 0;
const publicPages = spawnSync(process.execPath, ["scripts/check-public-pages.mjs"], { stdio: "inherit" });
failed ||= publicPages.status !== 0;
const format = spawnSync(
  process.execPath,
  ["node_modules/prettier/bin/prettier.cjs", "--check", "--log-level", "warn", "."],
  { stdio: "inherit" },
);
if (format.status !== 0) console.error("formatting: run `npm run format`");
failed ||= format.status !== 0;
if (!failed) console.log("lint: clean");
process.exit(failed ? 1 : 0);
