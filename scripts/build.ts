// Builds the production app when its sources changed since the last build (see build-hash.ts).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildIsCurrent, recordBuild } from "./build-hash";
import { buildIslands } from "./build-islands";

/** <distDir>/request-limits.json for the server hook (scripts/request-limits.ts): made after each build. */
function writeRequestLimits(): boolean {
  const result = spawnSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "scripts/request-limits.ts"], { stdio: "inherit", env: process.env });
  return result.status === 0;
}

export function buildIfStale(log: (m: string) => void = console.log): boolean {
  const limits = path.resolve(process.env.NEXT_DIST_DIR ?? ".next", "request-limits.json");
  // The islands script is built anew even when the app is current (a second or two): `npm run dev`
  // rebuilds it into the same folder in its development form (scripts/build-islands.ts).
  if (buildIsCurrent()) {
    buildIslands();
    return existsSync(limits) || writeRequestLimits();
  }
  log("[hamsafar] building the application (first start or sources changed)…");
  const manifest = spawnSync(process.execPath, ["scripts/route-manifest.mjs"], { stdio: "inherit" });
  if (manifest.status !== 0) return false;
  buildIslands(); // public/islands/: the tour page's script, which next build does not make
  const build = spawnSync(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) return false;
  if (!writeRequestLimits()) return false;
  recordBuild();
  return true;
}

if (process.argv[1]?.endsWith("build.ts")) process.exit(buildIfStale() ? 0 : 1);
