// `node scripts/check-doc-paths.mjs`: every repository path that README.md, docs/*.md or a source comment
// names (`lib/…`, `app/…`, `components/…`, `scripts/…`, `docs/…`, `tests/…`, `bench/…`, `server/…`,
// `pages/…`, `prisma/…`, with an optional `:line` or `:from-to`) exists, and so does the line. A path that
// names nothing sends the reader looking for a file that was renamed or deleted; scripts/check-doc-paths.test.ts
// runs this on the tree. Patterns (`lib/<domain>/`, `docs/*.md`, `app/api/…`) are not paths and are skipped;
// so are paths git ignores (build output such as `public/islands/`), which exist only after a build.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
// TypeScript 7 has no JavaScript API yet; its scanner is taken from TypeScript 5 (the devDependency typescript5).
import ts from "typescript5";

const ROOTS = ["lib", "app", "components", "scripts", "docs", "tests", "bench", "server", "pages", "prisma"];
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;
const SKIP_DIRS = new Set(["node_modules", ".next", ".data", ".git", "generated", "test-results", "build"]);
// Not preceded by a character that makes it the tail of a longer path or a URL (`node_modules/next/dist/…`,
// `https://host/app/…`, `.next/server/app/…`); `@/` (the import alias) is allowed.
const PATH = new RegExp(
  String.raw`(?<![\w./\-@]|[\w.\-]@)(?:@\/)?((?:${ROOTS.join("|")})\/[\w./\-\[\]()@+]*)(?::(\d+)(?:-(\d+))?)?`,
  "g",
);
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs", ".d.ts", "/index.ts", "/index.tsx"];

/** The comments of a TypeScript or JavaScript source, with the 1-based line each starts on. */
export function sourceComments(text, fileName = "x.ts") {
  const variant = fileName.endsWith("x") ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const comments = [];
  const lineStarts = ts.computeLineStarts(text);
  const lineOf = (pos) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push({ line: lineOf(scanner.getTokenStart()), text: scanner.getTokenText() });
    }
  }
  return comments;
}

/** The paths a text names: [{ path, from?, to?, offsetLine }] (offsetLine: 0-based line within the text). */
export function namedPaths(text) {
  const found = [];
  text.split("\n").forEach((line, offsetLine) => {
    for (const match of line.matchAll(PATH)) {
      let named = match[1];
      // Sentence punctuation and a closing bracket of the prose are not part of the path.
      for (;;) {
        const trimmed = named.replace(/[.,;:]+$/, "");
        const opens = (trimmed.match(/\(/g) ?? []).length;
        const closes = (trimmed.match(/\)/g) ?? []).length;
        const next = closes > opens && trimmed.endsWith(")") ? trimmed.slice(0, -1) : trimmed;
        const balanced = next.replace(/\]$/, (m) =>
          (next.match(/\[/g) ?? []).length < (next.match(/\]/g) ?? []).length ? "" : m,
        );
        if (balanced === named) break;
        named = balanced;
      }
      const rest = line.slice(match.index + match[0].length);
      // A pattern, not a path: a placeholder, a glob, an ellipsis or a template follows or is inside.
      if (/^[<*{$…]|^\.\.\./.test(rest) || /[<*{$…]|\.\.\./.test(named)) continue;
      // A rate ("40 pages/s") is not a path.
      if (/^\w+\/(s|min|h)$/.test(named)) continue;
      found.push({
        path: named,
        from: match[2] ? Number(match[2]) : undefined,
        to: match[3] ? Number(match[3]) : undefined,
        offsetLine,
      });
    }
  });
  return found;
}

function resolvePath(root, named) {
  for (const ext of EXTENSIONS) {
    const full = path.join(root, named.replace(/\/$/, "") + ext);
    if (existsSync(full)) return full;
  }
  return null;
}

function listSources(root, dir, out) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) listSources(root, rel, out);
    else if (SOURCE.test(entry.name)) out.push(rel);
  }
  return out;
}

function ignoredByGit(root, paths) {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync("git", ["check-ignore", "--stdin"], { cwd: root, input: paths.join("\n") });
    return new Set(out.toString().split("\n").filter(Boolean));
  } catch {
    return new Set(); // exit 1: none is ignored
  }
}

/** Every named path that does not exist, as `file:line: names missing/path[:n]` lines; empty when all do. */
export function findMissingPaths(root) {
  const docs = [
    "README.md",
    ...readdirSync(path.join(root, "docs"))
      .filter((n) => n.endsWith(".md"))
      .map((n) => `docs/${n}`),
  ];
  const texts = docs.map((file) => ({ file, line: 1, text: readFileSync(path.join(root, file), "utf8") }));
  const sources = [...ROOTS.filter((d) => d !== "docs" && existsSync(path.join(root, d))), "."].flatMap((dir) =>
    dir === "."
      ? readdirSync(root).filter((n) => SOURCE.test(n) && statSync(path.join(root, n)).isFile())
      : listSources(root, dir, []),
  );
  for (const file of sources) {
    for (const comment of sourceComments(readFileSync(path.join(root, file), "utf8"), file)) {
      texts.push({ file, line: comment.line, text: comment.text });
    }
  }
  const problems = [];
  const unresolved = [];
  for (const { file, line, text } of texts) {
    for (const named of namedPaths(text)) {
      const where = `${file}:${line + named.offsetLine}`;
      const label = named.path + (named.from ? `:${named.from}${named.to ? `-${named.to}` : ""}` : "");
      const full = resolvePath(root, named.path);
      if (!full) {
        unresolved.push({ where, label, path: named.path });
        continue;
      }
      if (named.from !== undefined && statSync(full).isFile()) {
        const lines = readFileSync(full, "utf8").split("\n").length;
        const last = named.to ?? named.from;
        if (named.from < 1 || last > lines) problems.push(`${where}: names ${label}, which has ${lines} lines`);
      }
    }
  }
  const ignored = ignoredByGit(
    root,
    unresolved.map((u) => u.path),
  );
  for (const u of unresolved) {
    if (!ignored.has(u.path)) problems.push(`${u.where}: names ${u.label}, which does not exist`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const problems = findMissingPaths(root);
  for (const p of problems) console.error(p);
  console.log(`check-doc-paths: ${problems.length} missing`);
  process.exit(problems.length > 0 ? 1 : 0);
}
