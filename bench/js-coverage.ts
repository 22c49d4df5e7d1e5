// How much of the JavaScript a page loads at first paint it runs: Chromium's block coverage (V8's precise
// coverage, as Playwright's `page.coverage.startJSCoverage` and Puppeteer's raw script coverage give it), read by
// bench/lighthouse.ts for bench/results/lighthouse.md and by tests/e2e/js-budget.spec.ts against its ceilings. Bytes
// move little with the machine's load, unlike Lighthouse's score (docs/public-pages.md, "What loads when").
import { gzipSync } from "node:zlib";

interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}

/** One script's coverage: its address, its text and V8's functions with their (nested) ranges. */
export interface ScriptCoverage {
  url: string;
  source: string;
  functions: { ranges: CoverageRange[] }[];
}

export interface ScriptUse {
  url: string;
  /** Characters of the script (its bytes: the bundles are ASCII, esbuild escapes the rest). */
  bytes: number;
  /** Of those, never run. */
  unused: number;
  gzip: number;
}

/**
 * Characters of `source` that never ran. V8 nests a function's blocks inside its range and a nested function's inside
 * the outer one, each with its own count: applied from the outermost to the innermost, the innermost decides.
 */
export function unusedBytes({ source, functions }: Pick<ScriptCoverage, "source" | "functions">): number {
  const ran = new Uint8Array(source.length);
  const ranges = functions
    .flatMap((f) => f.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return ran.reduce((sum, r) => sum + (r ? 0 : 1), 0);
}

/** The use of each script whose address `keep` accepts (by default every script with an address). */
export function scriptUses(entries: ScriptCoverage[], keep: (url: string) => boolean = (url) => !!url): ScriptUse[] {
  return entries
    .filter((entry) => keep(entry.url))
    .map((entry) => ({
      url: entry.url,
      bytes: entry.source.length,
      unused: unusedBytes(entry),
      gzip: gzipSync(entry.source).length,
    }));
}

export interface CoverageSummary {
  files: number;
  bytes: number;
  unused: number;
  gzip: number;
  /** Gzipped bytes never run, estimated as Lighthouse does: each file's gzipped size × its unused share. */
  unusedGzip: number;
}

export function summarizeCoverage(uses: ScriptUse[]): CoverageSummary {
  return uses.reduce<CoverageSummary>(
    (sum, use) => ({
      files: sum.files + 1,
      bytes: sum.bytes + use.bytes,
      unused: sum.unused + use.unused,
      gzip: sum.gzip + use.gzip,
      unusedGzip: sum.unusedGzip + Math.round((use.gzip * use.unused) / Math.max(use.bytes, 1)),
    }),
    { files: 0, bytes: 0, unused: 0, gzip: 0, unusedGzip: 0 },
  );
}
