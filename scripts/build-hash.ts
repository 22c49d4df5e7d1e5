// Whether .next holds a build of the current sources: a hash of every source file is recorded
// after a build and compared at start, so `npm start` rebuilds only when something changed.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOTS = [
  "app",
  "pages",
  "components",
  "lib",
  "public",
  "instrumentation.ts",
  "scripts/build-islands.ts",
  "proxy.ts",
  "next.config.mjs",
  "scripts/build-cache-handler.mjs",
  "package-lock.json",
  "postcss.config.mjs",
  "tailwind.config.ts",
  "prisma/schema.prisma",
];
// public/islands is built output (scripts/build-islands.ts), not a source.
const SKIP = new Set(["node_modules", ".next", "generated", "islands"]);
const DIST = process.env.NEXT_DIST_DIR ?? ".next";
const STAMP = path.join(DIST, "hamsafar-build-hash");

function files(entry: string, out: string[] = []): string[] {
  if (!existsSync(entry)) return out;
  if (statSync(entry).isFile()) {
    if (!/\.(test|int\.test)\.tsx?$/.test(entry)) out.push(entry);
    return out;
  }
  for (const name of readdirSync(entry).sort()) if (!SKIP.has(name)) files(path.join(entry, name), out);
  return out;
}

export function sourceHash() {
  const hash = createHash("sha256");
  for (const file of ROOTS.flatMap((root) => files(root))) hash.update(file).update(readFileSync(file));
  return hash.digest("hex");
}

export function buildIsCurrent() {
  return existsSync(path.join(DIST, "BUILD_ID")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === sourceHash();
}

export function recordBuild() {
  writeFileSync(STAMP, sourceHash());
}
