// The import graph's rules (.dependency-cruiser.cjs: no module cycle, no cycle between lib/'s
// domains) through dependency-cruiser. Run by `npm run lint`; exits 1 on any violation.
// dependency-cruiser reads tsconfig.json and transpiles with the TypeScript JavaScript API, which
// the project's TypeScript 7 lacks: `typescript` resolves to the `typescript5` alias here (CommonJS
// through scripts/eslint-typescript.cjs, ES modules through scripts/typescript5-hooks.mjs).
import { createRequire, register } from "node:module";

const require = createRequire(import.meta.url);
require("./eslint-typescript.cjs");
register("./typescript5-hooks.mjs", import.meta.url);

const { cruise } = await import("dependency-cruiser");
const checks = require("../.dependency-cruiser.cjs");
let failed = false;
for (const check of checks) {
  const result = await cruise(["app", "components", "lib", "pages", "proxy.ts", "instrumentation.ts"], {
    ...check.options,
    validate: true,
    ruleSet: { forbidden: check.forbidden },
    outputType: "err-long",
  });
  if (result.exitCode !== 0) {
    failed = true;
    process.stdout.write(result.output);
  } else console.log(`import graph (${check.name}): no cycle`);
}
process.exit(failed ? 1 : 0);
