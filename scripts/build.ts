// Builds the production app when its sources changed since the last build (see build-hash.ts).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildArtefact } from "./build-artefact";
import { buildCacheHandler, CACHE_HANDLER_FILE } from "./build-cache-handler.mjs";
import { buildIsCurrent, recordBuild, sourceHash } from "./build-hash";
import { buildIslands } from "./build-islands";

/** A script that reads the built routes' contracts (`tsx --conditions=react-server scripts/<name>`). */
const fromContracts = (script: string) =>
  spawnSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", script], {
    stdio: "inherit",
    env: process.env,
  }).status === 0;

/** <distDir>/request-limits.json for the server hook (scripts/request-limits.ts): made after each build. */
const writeRequestLimits = () => fromContracts("scripts/request-limits.ts");
/** <distDir>/openapi.json, which GET /api/openapi.json and /api/docs serve (scripts/openapi-document.ts). */
const writeOpenApiDocument = () => fromContracts("scripts/openapi-document.ts");

/**
 * Builds the app when its sources changed since the last build (`force`: always), then, with
 * `artefact`, the deployable folder `build/` (scripts/build-artefact.ts).
 */
export async function buildIfStale(
  log: (m: string) => void = console.log,
  options: { force?: boolean; artefact?: boolean } = {},
): Promise<boolean> {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const limits = path.resolve(distDir, "request-limits.json");
  const document = path.resolve(distDir, "openapi.json");
  // The islands scripts are built anew even when the app is current (a second or two): their sources may have changed
  // without the app's (scripts/build-islands.ts).
  if (!options.force && buildIsCurrent()) {
    buildIslands();
    if (!existsSync(CACHE_HANDLER_FILE)) await buildCacheHandler();
    const complete = (existsSync(limits) || writeRequestLimits()) && (existsSync(document) || writeOpenApiDocument());
    if (complete && options.artefact)
      log(`[hamsafar] artefact: ${path.relative(process.cwd(), await buildArtefact())}`);
    return complete;
  }
  log("[hamsafar] building the application (first start or sources changed)…");
  const manifest = spawnSync(process.execPath, ["scripts/route-manifest.mjs"], { stdio: "inherit" });
  if (manifest.status !== 0) return false;
  buildIslands(); // public/islands/: the tour page's script, which next build does not make
  await buildCacheHandler(); // lib/cache/generated/: the file next.config.mjs names
  // The deploy's id, inlined into the browser code (the check-in worker names its cache by it): the sources'
  // hash, so every instance built from one commit agrees and a changed source is a new deploy.
  const deploy = sourceHash().slice(0, 16);
  const build = spawnSync(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_PUBLIC_DEPLOY_ID: deploy },
  });
  if (build.status !== 0) return false;
  if (!writeRequestLimits() || !writeOpenApiDocument()) return false;
  recordBuild();
  if (options.artefact) log(`[hamsafar] artefact: ${path.relative(process.cwd(), await buildArtefact())}`);
  return true;
}

// `npm run build`: `--force --artefact`.
if (process.argv[1]?.endsWith("build.ts")) {
  const argv = process.argv.slice(2);
  const built = await buildIfStale(console.log, {
    force: argv.includes("--force"),
    artefact: argv.includes("--artefact"),
  });
  process.exit(built ? 0 : 1);
}
