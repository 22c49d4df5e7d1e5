// The islands scripts of the Pages kind's pages, one entry per page (ISLANDS_ENTRIES: the tour page's
// components/tour-public/tour-islands.tsx, a site home's components/sale-website/site-islands.tsx), bundled
// together with esbuild into public/islands/ (the renderer a chunk they share), minified,
// ES modules with the rarely used parts (comment moderation, toasts) in chunks loaded on demand.
// The renderer is Preact through preact/compat (ISLANDS_ALIAS), not React DOM: the server renders these pages' HTML
// with React and the browser only hydrates it, which Preact does in ~10 KB gzipped where React DOM takes ~60 KB and
// most of the tour page's blocking time on a phone (docs/public-pages.md, "Islands").
// public/islands/manifest.json names each entry's file (its name carries a hash of its content) and the chunks it
// imports statically, which the page reads (lib/tours/islands-script.ts) and preloads at low priority
// (components/pages-router/islands-head.tsx). Run by scripts/build.ts and `npm run build` before
// next build. Production only: `npm run dev` hydrates these pages with Next's own runtime (pages/_document.tsx).
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as esbuild from "esbuild";

export const ISLANDS_DIR = path.join("public", "islands");
/** One entry per page (or kind of page): a page loads only the islands it has (docs/public-pages.md, "Islands"). */
export const ISLANDS_ENTRIES = {
  "tour-islands": "components/tour-public/tour-islands.tsx",
  "site-islands": "components/sale-website/site-islands.tsx",
  "tracking-islands": "components/ticket/tracking-islands.tsx",
};

/** React's entry points the islands import, each answered by preact/compat (react-dom/client's hydrateRoot too). */
export const ISLANDS_ALIAS = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

export const islandsBuildOptions: esbuild.BuildOptions = {
  entryPoints: ISLANDS_ENTRIES,
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
  alias: ISLANDS_ALIAS,
  tsconfig: "tsconfig.json",
  define: { "process.env.NODE_ENV": '"production"' },
  // react-toastify's stylesheet is linked when the first toast shows (tour-islands.tsx), not bundled.
  loader: { ".css": "empty" },
  metafile: true,
  legalComments: "none",
  logLevel: "warning",
  write: true,
};

/** An entry's file and the chunks it imports statically (the page preloads them: tour-islands' Preact among them). */
function staticChunks(outputs: esbuild.Metafile["outputs"], entry: string): string[] {
  const loaded = new Set([entry]);
  for (const file of loaded)
    for (const dependency of outputs[file].imports)
      if (dependency.kind === "import-statement") loaded.add(dependency.path);
  loaded.delete(entry);
  return [...loaded].map((file) => `/islands/${path.basename(file)}`);
}

function writeManifest(result: esbuild.BuildResult) {
  const outputs = result.metafile!.outputs;
  const manifest = Object.fromEntries(
    Object.entries(ISLANDS_ENTRIES).map(([name, source]) => {
      const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === source);
      if (!entry) throw new Error(`islands: no ${name} in the build output`);
      return [name, { src: `/islands/${path.basename(entry)}`, preload: staticChunks(outputs, entry) }];
    }),
  );
  copyFileSync(
    createRequire(import.meta.url).resolve("react-toastify/dist/ReactToastify.css"),
    path.join(ISLANDS_DIR, "react-toastify.css"),
  );
  const keep = new Set([
    ...Object.keys(outputs).map((file) => path.basename(file)),
    "react-toastify.css",
    "manifest.json",
  ]);
  // Files of earlier builds go (their names carry other hashes).
  for (const name of readdirSync(ISLANDS_DIR)) if (!keep.has(name)) rmSync(path.join(ISLANDS_DIR, name));
  writeFileSync(path.join(ISLANDS_DIR, "manifest.json"), JSON.stringify(manifest));
}

export function buildIslands(): void {
  mkdirSync(ISLANDS_DIR, { recursive: true });
  writeManifest(esbuild.buildSync(islandsBuildOptions));
}

if (process.argv[1]?.endsWith("build-islands.ts")) buildIslands();
