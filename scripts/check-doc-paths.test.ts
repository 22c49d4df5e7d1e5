// Every path a doc or a source comment names exists (scripts/check-doc-paths.mjs): on this tree nothing
// is missing; on a small tree of its own the check names the file and line of each reference to a missing
// file or line, and passes over patterns, string literals and rates.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findMissingPaths, namedPaths, sourceComments } from "./check-doc-paths.mjs";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "doc-paths-"));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("paths named in docs and comments", () => {
  it("finds none missing in this repository", () => {
    expect(findMissingPaths(path.resolve(import.meta.dirname, ".."))).toEqual([]);
  }, 60_000);

  it("names each reference to a missing file or line, with where it is", () => {
    const root = tree({
      "README.md": "Start at `lib/a/b.ts` and lib/a/gone.ts.\n",
      "docs/x.md": "# X\n\n- `lib/a/b.ts:2-3` holds it; lib/a/b.ts:9 does not; see docs/y.md.\n",
      "lib/a/b.ts":
        'export const b = 1;\n// old home: components/old/place.tsx\nexport const s = "lib/not/a/comment.ts";\n',
      "app/(group)/page.tsx": "/* uses @/lib/a/b and app/(group)/page.tsx */\nexport default function P() {}\n",
    });
    expect(findMissingPaths(root).sort()).toEqual([
      "README.md:1: names lib/a/gone.ts, which does not exist",
      "docs/x.md:3: names docs/y.md, which does not exist",
      "docs/x.md:3: names lib/a/b.ts:9, which has 4 lines",
      "lib/a/b.ts:2: names components/old/place.tsx, which does not exist",
    ]);
  });

  it("skips patterns, rates and tails of other paths", () => {
    const text =
      "lib/<domain>/ docs/*.md app/api/… lib/${x}.ts 40 pages/s node_modules/next/dist/lib/x.js https://h/app/x .next/server/app/y";
    expect(namedPaths(text)).toEqual([]);
    expect(namedPaths("(see lib/a/b.ts).").map((p) => p.path)).toEqual(["lib/a/b.ts"]);
    expect(namedPaths("app/api/refunds/[id] and app/(dashboard)/x.tsx,").map((p) => p.path)).toEqual([
      "app/api/refunds/[id]",
      "app/(dashboard)/x.tsx",
    ]);
  });

  it("reads comments only, with the line each starts on", () => {
    const text = 'const a = "// not a comment";\n/* one\n two */\nconst b = 2; // three\n';
    expect(sourceComments(text)).toEqual([
      { line: 2, text: "/* one\n two */" },
      { line: 4, text: "// three" },
    ]);
  });
});
