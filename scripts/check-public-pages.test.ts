// The rule of docs/public-pages.md (scripts/check-public-pages.mjs): this tree keeps it, and a small tree
// that breaks each part of it is refused with the file and the reason.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findPublicPageProblems } from "./check-public-pages.mjs";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "public-pages-"));
  made.push(root);
  const all = {
    "tsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] }, jsx: "react-jsx" } }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const GOOD_PAGE = `import type { PageConfig } from "next";
import { homePaths, homeProps } from "@/lib/public-pages/home";
export const config: PageConfig = { unstable_runtimeJS: false };
export const getStaticPaths = homePaths;
export const getStaticProps = homeProps;
export default function Home() { return null; }
`;
const GOOD_LOADER = `// may name globalThis and "og:title" in a comment
import { unstable_cache } from "next/cache";
export const homePaths = async () => ({ paths: [], fallback: "blocking" });
export const homeProps = async () => ({ props: { at: await unstable_cache(async () => 1, ["k"])() } });
`;

describe("the rule for public pages", () => {
  it("holds on this repository", async () => {
    expect(await findPublicPageProblems(path.resolve(import.meta.dirname, ".."))).toEqual([]);
  }, 120_000);

  it("passes a page of the Pages kind that keeps every part of it", async () => {
    const root = tree({ "pages/sites/[host]/index.tsx": GOOD_PAGE, "lib/public-pages/home.ts": GOOD_LOADER });
    expect(await findPublicPageProblems(root, { routes: ["/sites/[host]"] })).toEqual([]);
  });

  it("refuses a route of the Pages kind in the App Router, and a Pages page not of the kind", async () => {
    const root = tree({
      "pages/sites/[host]/index.tsx": GOOD_PAGE,
      "pages/other.tsx": GOOD_PAGE,
      "lib/public-pages/home.ts": GOOD_LOADER,
      "app/(sites)/sites/[host]/shop/page.tsx": "export default function Shop() { return null; }\n",
    });
    expect(await findPublicPageProblems(root, { routes: ["/sites/[host]", "/sites/[host]/shop"] })).toEqual([
      "pages/other.tsx: /other is a Pages Router page but not of the Pages kind (PAGES_KIND_ROUTES)",
      "/sites/[host]/shop: of the Pages kind, but no page under pages/ serves it",
      "app/(sites)/sites/[host]/shop/page.tsx: /sites/[host]/shop is of the Pages kind (pages/), not an App Router page",
    ]);
  });

  it("refuses a Pages page with Next's runtime, rendered per request, or with data from elsewhere", async () => {
    const root = tree({
      "pages/index.tsx": `import { loadHome } from "@/lib/home/load";
export const getServerSideProps = async () => ({ props: await loadHome() });
export default function Home() { return null; }
`,
      "lib/home/load.ts": "export const loadHome = async () => ({});\n",
    });
    expect(await findPublicPageProblems(root, { routes: ["/"] })).toEqual([
      "pages/index.tsx: a page of the Pages kind sets unstable_runtimeJS: false",
      "pages/index.tsx: a page of the Pages kind is cached (getStaticProps), never getServerSideProps",
      "pages/index.tsx: a page of the Pages kind takes getStaticProps from its loader in lib/public-pages",
    ]);
  });

  it("refuses a loader chain that reaches server-only, next/headers or a next/cache writer", async () => {
    const root = tree({
      "pages/sites/[host]/index.tsx": GOOD_PAGE,
      "lib/public-pages/home.ts": `import "server-only";\nimport { readTags } from "@/lib/tours/tags";\n${GOOD_LOADER}export { readTags };\n`,
      "lib/tours/tags.ts": `import { cookies } from "next/headers";
import { revalidateTag as expire, unstable_cache } from "next/cache";
export const readTags = () => [cookies, expire, unstable_cache];
`,
    });
    expect((await findPublicPageProblems(root, { routes: ["/sites/[host]"] })).sort()).toEqual([
      "pages/sites/[host]/index.tsx: its imports reach next/headers (lib/tours/tags.ts), which Next refuses in a Pages Router page",
      "pages/sites/[host]/index.tsx: its imports reach revalidateTag (lib/tours/tags.ts), which Next refuses in a Pages Router page",
      "pages/sites/[host]/index.tsx: its imports reach server-only (lib/public-pages/home.ts), which Next refuses in a Pages Router page",
    ]);
  });

  it("refuses Open Graph tags written outside the builder, and globalThis outside its files", async () => {
    const root = tree({
      "components/a/head.tsx": `export const Head = () => <meta property="og:image" content="x" />;\n`,
      "app/x/page.tsx": `export const metadata = { openGraph: { title: "t" } };\nexport default function P() { return null; }\n`,
      "lib/tours/loader-bridge.ts": `export const registry = globalThis as unknown as Record<string, unknown>;\n`,
      "components/sale-website/page-metadata.tsx": `export const tag = "og:title";\n`,
      "lib/db/client.ts": `export const holder = globalThis;\n`,
    });
    expect((await findPublicPageProblems(root, { routes: [], chains: false })).sort()).toEqual([
      "app/x/page.tsx: a head written by hand: Open Graph and Twitter tags come from components/sale-website/page-metadata.tsx",
      "components/a/head.tsx: a head written by hand: Open Graph and Twitter tags come from components/sale-website/page-metadata.tsx",
      "lib/tours/loader-bridge.ts: globalThis outside the files that must share a value across bundles (GLOBAL_THIS_FILES)",
    ]);
  });
});
