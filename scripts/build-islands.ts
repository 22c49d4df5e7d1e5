// The islands script of the platform's tour page (components/tour-public/tour-islands.tsx), bundled
// on its own with esbuild into public/islands/: React's react-dom/client and the islands, minified,
// ES modules with the rarely used parts (comment moderation, toasts) in chunks loaded on demand.
// public/islands/manifest.json names the entry file (its name carries a hash of its content), which
// the page reads (lib/tours/islands-script.ts). Run by scripts/build.ts and `npm run build` before
// next build. `npm run dev` needs none: in development Next keeps its runtime on Pages Router pages
// (unstable_runtimeJS applies to production builds only) and hydrates the whole page itself.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as esbuild from "esbuild";

export const ISLANDS_DIR = path.join("public", "islands");
const ENTRY = "components/tour-public/tour-islands.tsx";

export const islandsBuildOptions: esbuild.BuildOptions = {
  entryPoints: { "tour-islands": ENTRY },
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  target: ["es2020"],
  platform: "browser",
  outdir: ISLANDS_DIR,
  entryNames: "[name]-[hash]",
  chunkNames: "chunk-[hash]",
  jsx: "automatic",
  tsconfig: "tsconfig.json",
  define: { "process.env.NODE_ENV": '"production"' },
  // react-toastify's stylesheet is linked when the first toast shows (tour-islands.tsx), not bundled.
  loader: { ".css": "empty" },
  metafile: true,
  legalComments: "none",
  logLevel: "warning",
  write: true,
};

function writeManifest(result: esbuild.BuildResult) {
  const outputs = Object.entries(result.metafile!.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === ENTRY)?.[0];
  if (!entry) throw new Error("islands: no entry in the build output");
  copyFileSync(createRequire(import.meta.url).resolve("react-toastify/dist/ReactToastify.css"), path.join(ISLANDS_DIR, "react-toastify.css"));
  const keep = new Set([...outputs.map(([file]) => path.basename(file)), "react-toastify.css", "manifest.json"]);
  // Files of earlier builds go (their names carry other hashes).
  for (const name of readdirSync(ISLANDS_DIR)) if (!keep.has(name)) rmSync(path.join(ISLANDS_DIR, name));
  writeFileSync(path.join(ISLANDS_DIR, "manifest.json"), JSON.stringify({ "tour-islands": `/islands/${path.basename(entry)}` }));
}

export function buildIslands(): void {
  mkdirSync(ISLANDS_DIR, { recursive: true });
  writeManifest(esbuild.buildSync(islandsBuildOptions));
}

if (process.argv[1]?.endsWith("build-islands.ts")) buildIslands();
