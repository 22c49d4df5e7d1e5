// The artefact's lock (scripts/build-artefact.ts productionLock) on this checkout's real lock: no development tool,
// not even one a production package names as an optional peer, and every dependency a kept package needs is kept.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productionLock } from "./build-artefact";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const pruned = productionLock(lock);
const kept = new Set(Object.keys(pruned.packages));

/** Where Node would find `name` required from the package at `from` (its own node_modules, then each parent's). */
function resolve(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (kept.has(candidate)) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut < 0 ? "" : base.slice(0, cut);
  }
}

describe("the artefact's production lock", () => {
  it("leaves out the development tools, those that are optional peers of production packages too", () => {
    for (const tool of [
      "typescript",
      "prisma",
      "@prisma/engines",
      "@playwright/test",
      "playwright",
      "esbuild",
      "tsx",
    ]) {
      expect(lock.packages[`node_modules/${tool}`], `${tool} is in the checkout's lock`).toBeDefined();
      expect(kept.has(`node_modules/${tool}`), `${tool} is in the artefact's lock`).toBe(false);
    }
    expect(pruned.packages[""].devDependencies).toBeUndefined();
    expect(pruned.packages[""].dependencies).toEqual(lock.packages[""].dependencies);
  });

  it("keeps every production package, the platform binaries (optional dependencies) among them", () => {
    for (const name of Object.keys(lock.packages[""].dependencies))
      expect(kept.has(`node_modules/${name}`), name).toBe(true);
    expect(kept.has("node_modules/@img/sharp-linux-x64")).toBe(true);
    expect(kept.has("node_modules/@next/swc-linux-x64-gnu")).toBe(true);
  });

  it("is closed: each kept package's required dependencies resolve to kept packages", () => {
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(pruned.packages)) {
      const dependencies = (entry as { dependencies?: Record<string, string> }).dependencies ?? {};
      for (const name of Object.keys(dependencies))
        if (!resolve(key, name)) missing.push(`${key || "(root)"} → ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
