// Compiles the server entry (server/main.ts and what it imports from lib/) into one CommonJS file,
// <distDir>/front-door/main.cjs, which `node` runs without tsx: the server process then carries no
// TypeScript loader hooks, which would otherwise see every module Next loads and cost it heap.
// Packages stay external (resolved from node_modules at run time). Takes well under a second.
import { buildSync } from "esbuild";
import path from "node:path";

export function buildServerEntry(distDir: string = process.env.NEXT_DIST_DIR ?? ".next"): string {
  const outfile = path.resolve(distDir, "front-door", "main.cjs");
  buildSync({
    entryPoints: ["server/main.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    tsconfig: "tsconfig.json",
    logLevel: "warning",
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("scripts/build-server-entry.ts"))
  console.log(buildServerEntry());
