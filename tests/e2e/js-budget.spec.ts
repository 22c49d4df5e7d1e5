// Every anonymous public page of both hosts ships at most its JavaScript ceiling (bench/public-pages.ts: 80 KB gzipped,
// or a page's recorded figure while it is listed as not yet moved), measured as `npm run bench:pages` measures it
// (bench/page-js.ts) on the journeys' production server.
import { expect, test } from "@playwright/test";
import { pageJs } from "../../bench/page-js";
import { findPublicPageIds, jsCeiling, publicPages } from "../../bench/public-pages";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://localhost:${PORT}`;

test("every anonymous public page ships at most its JavaScript ceiling", async () => {
  test.setTimeout(180_000);
  const pages = publicPages(await findPublicPageIds(BASE), `kuhestan.localhost:${PORT}`);
  const over: string[] = [];
  for (const page of pages) {
    const measured = await pageJs(page.path, BASE, page.host).catch((error: Error) => error);
    if (measured instanceof Error) {
      // The certificate page exists only on a site with a certificate photo (the seeded one has none).
      if (page.optional && / answered 404,/.test(measured.message)) continue;
      throw measured;
    }
    const { gzip } = measured;
    const ceiling = jsCeiling(page.key);
    console.log(
      `${page.name} ${page.path}: ${(gzip / 1024).toFixed(1)} KB gzipped (ceiling ${(ceiling / 1024).toFixed(1)} KB)`,
    );
    if (gzip > ceiling) over.push(`${page.name} (${page.host ?? ""}${page.path}): ${gzip} > ${ceiling} bytes`);
  }
  expect(over, "pages over their JavaScript ceiling").toEqual([]);
});
