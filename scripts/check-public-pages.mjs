// `node scripts/check-public-pages.mjs` (run by scripts/lint.mjs): the rule of docs/public-pages.md, "The rule".
// Every page is of one of two kinds: the anonymous, cacheable public pages of both hosts are Pages Router pages
// (PAGES_KIND_ROUTES), everything else is App Router. The check fails when
//   - a route of the Pages kind is (also) an App Router page, or a page under pages/ is not in PAGES_KIND_ROUTES;
//   - a Pages page does not say `unstable_runtimeJS: false`, or takes its data other than from its loader in
//     lib/public-pages (getStaticProps / getStaticPaths imported from there; no getServerSideProps; a page without
//     data, prerendered at build, has none);
//   - a Pages page's imports reach `server-only`, `next/headers` or a next/cache writer (Next refuses them there,
//     which is why loaders were once handed over through globalThis);
//   - a head is written by hand: an Open Graph or Twitter tag (`"og:…"`, `"twitter:…"`, `openGraph:`) outside the one
//     builder, components/sale-website/page-metadata.tsx;
//   - `globalThis` is used outside GLOBAL_THIS_FILES (each says why in its own comment, docs/service.md lists them).
// scripts/check-public-pages.test.ts runs it on this tree and on small trees that break each rule.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
// TypeScript 7 has no JavaScript API yet; its scanner is taken from TypeScript 5 (the devDependency typescript5).
import ts from "typescript5";

/** The Pages kind's routes, as Next names them (pages/<route>.tsx or <route>/index.tsx). */
export const PAGES_KIND_ROUTES = [
  "/",
  "/tariff",
  "/[leaderId]",
  "/[leaderId]/tour/[tourId]",
  "/sites/[host]/[leaderId]/tour/[tourId]",
  "/sites/[host]",
  "/tracking",
  "/sites/[host]/tracking",
  "/sites/[host]/shop",
  "/sites/[host]/mag",
  "/sites/[host]/certificate",
  "/sites/[host]/calendar",
  "/sites/[host]/calendar/[month]",
  "/sites/[host]/calendar/[month]/[day]",
  "/sites/[host]/calendar/[month]/[day]/[page]",
];

/** The only files that may use globalThis: a value several bundles of one process must share. */
export const GLOBAL_THIS_FILES = [
  "lib/config/env.ts",
  "lib/cache/stores.ts",
  "lib/db/client.ts",
  "lib/db/schema-diff.ts",
];

/** The one metadata builder: the only file that spells Open Graph and Twitter tags. */
const METADATA_BUILDER = "components/sale-website/page-metadata.tsx";

const SOURCE_ROOTS = ["app", "pages", "components", "lib", "server"];
const ROOT_FILES = ["proxy.ts", "instrumentation.ts"];
const SKIP_DIRS = new Set(["node_modules", "generated", "testing"]);
const NOT_PAGES = new Set(["_app", "_document", "_error"]);
/** next/cache's functions Next refuses outside a server component (its react_server_components check). */
const CACHE_WRITERS = [
  "revalidateTag",
  "revalidatePath",
  "updateTag",
  "refresh",
  "cacheTag",
  "cacheLife",
  "unstable_cacheTag",
  "unstable_cacheLife",
];

const isTest = (file) => /\.(int\.)?test\.tsx?$/.test(file) || file.startsWith("tests/");

function walk(root, dir, out = []) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return out;
  for (const name of readdirSync(full)) {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) {
      if (!SKIP_DIRS.has(name)) walk(root, rel, out);
    } else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(rel);
  }
  return out;
}

/** The source without its comments, so a comment may name what the code may not do. */
export function withoutComments(text, fileName = "x.ts") {
  const variant = fileName.endsWith("x") ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  let out = "";
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) continue;
    out += scanner.getTokenText();
  }
  return out;
}

/** A file under pages/ as the route Next serves it: pages/sites/[host]/index.tsx → /sites/[host]. */
const routeOf = (file) =>
  "/" +
  file
    .replace(/^pages\//, "")
    .replace(/\.tsx?$/, "")
    .replace(/(^|\/)index$/, "");

/** An App Router page file as its route: route groups dropped (the page of (sites)/sites/[host] under app/ is /sites/[host]). */
const appRouteOf = (file) =>
  "/" +
  file
    .replace(/^app\//, "")
    .replace(/(^|\/)page\.tsx?$/, "")
    .split("/")
    .filter((part) => part && !/^\(.*\)$/.test(part))
    .join("/");

const normalRoute = (route) => (route === "/" ? "/" : route.replace(/\/+$/, ""));

/** The files a Pages page's imports reach (its own tree, not node_modules), with their text. */
async function importChain(root, file) {
  const result = await esbuild.build({
    entryPoints: [path.join(root, file)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
    jsx: "automatic",
    loader: { ".css": "empty", ".svg": "empty" },
    outdir: "out",
  });
  return Object.keys(result.metafile.inputs).filter((input) => !input.includes("node_modules"));
}

/** The problems of the tree at `root`, one line each; empty when it keeps the rule. */
export async function findPublicPageProblems(root, { routes = PAGES_KIND_ROUTES, chains = true } = {}) {
  const problems = [];
  const files = [
    ...SOURCE_ROOTS.flatMap((dir) => walk(root, dir)),
    ...ROOT_FILES.filter((f) => existsSync(path.join(root, f))),
  ];
  const pagesKind = new Set(routes.map(normalRoute));
  const pages = files.filter(
    (f) =>
      f.startsWith("pages/") && !f.startsWith("pages/api/") && !NOT_PAGES.has(path.basename(f).replace(/\.tsx?$/, "")),
  );
  for (const file of pages) {
    const route = routeOf(file);
    const code = withoutComments(readFileSync(path.join(root, file), "utf8"), file);
    if (!pagesKind.has(route))
      problems.push(`${file}: ${route} is a Pages Router page but not of the Pages kind (PAGES_KIND_ROUTES)`);
    if (!/unstable_runtimeJS\s*:\s*false/.test(code))
      problems.push(`${file}: a page of the Pages kind sets unstable_runtimeJS: false`);
    if (/getServerSideProps|getInitialProps/.test(code))
      problems.push(`${file}: a page of the Pages kind is cached (getStaticProps), never getServerSideProps`);
    // A page without data is prerendered at build (the platform's home, /tariff); one with data takes it from its loader.
    if (/getServerSideProps|getStaticProps/.test(code) && !/from\s+["']@\/lib\/public-pages\//.test(code))
      problems.push(`${file}: a page of the Pages kind takes getStaticProps from its loader in lib/public-pages`);
  }
  const served = new Set(pages.map(routeOf));
  for (const route of pagesKind)
    if (!served.has(route)) problems.push(`${route}: of the Pages kind, but no page under pages/ serves it`);
  for (const file of files.filter((f) => f.startsWith("app/") && /(^|\/)page\.tsx?$/.test(f))) {
    const route = appRouteOf(file);
    if (pagesKind.has(route)) problems.push(`${file}: ${route} is of the Pages kind (pages/), not an App Router page`);
  }
  for (const file of files.filter((f) => !isTest(f))) {
    const code = withoutComments(readFileSync(path.join(root, file), "utf8"), file);
    if (file !== METADATA_BUILDER && /["'`](og|twitter):|\bopenGraph\s*:/.test(code))
      problems.push(`${file}: a head written by hand: Open Graph and Twitter tags come from ${METADATA_BUILDER}`);
    if (!GLOBAL_THIS_FILES.includes(file) && /\bglobalThis\b/.test(code))
      problems.push(`${file}: globalThis outside the files that must share a value across bundles (GLOBAL_THIS_FILES)`);
  }
  if (chains) {
    for (const file of pages) {
      for (const reached of await importChain(root, file)) {
        const code = withoutComments(readFileSync(path.join(root, reached), "utf8"), reached);
        const refused = [
          /import\s+["']server-only["']/.test(code) && "server-only",
          /from\s+["']next\/headers["']/.test(code) && "next/headers",
          ...[...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']next\/cache["']/g)].flatMap((m) =>
            m[1]
              .split(",")
              .map((name) => name.trim().split(/\s+as\s+/)[0])
              .filter((name) => CACHE_WRITERS.includes(name)),
          ),
        ].filter(Boolean);
        for (const what of refused)
          problems.push(`${file}: its imports reach ${what} (${reached}), which Next refuses in a Pages Router page`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await findPublicPageProblems(process.cwd());
  for (const problem of problems) console.error(`public pages: ${problem}`);
  if (problems.length) console.error('see docs/public-pages.md, "The rule"');
  process.exit(problems.length ? 1 : 0);
}
