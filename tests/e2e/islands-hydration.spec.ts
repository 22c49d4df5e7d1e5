// The islands are rendered by React on the server and hydrated by Preact in the browser (scripts/build-islands.ts,
// docs/public-pages.md "The islands run on Preact"). Preact patches a differing text and replaces a differing element
// without a word, so a render that differs between the two would show as a change of the page and a layout shift:
// with the live figures held back (the one thing meant to change the first screen), each island's DOM after
// hydration must be the server's, and the page logs no error. The islands' effects ask for the live figures: by then they are hydrated.
import { expect, test, type Page } from "@playwright/test";
import { findPublicPageIds } from "../../bench/public-pages";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://localhost:${PORT}`;
const SITE = `http://kuhestan.localhost:${PORT}`;

/** Each island's markup in the server's HTML and in the live page (comments dropped: React's text separators). */
async function islandsAgainstServer(page: Page) {
  return page.evaluate(async () => {
    const markup = (island: Element) => {
      const copy = island.cloneNode(true) as Element;
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
      const comments: Node[] = [];
      while (walker.nextNode()) comments.push(walker.currentNode);
      for (const comment of comments) comment.parentNode?.removeChild(comment);
      copy.normalize();
      return copy.innerHTML;
    };
    const html = await (await fetch(location.href)).text();
    const server = [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("[data-island]")];
    const live = [...document.querySelectorAll("[data-island]")];
    return {
      server: server.map((island) => `${island.getAttribute("data-island")}: ${markup(island)}`),
      live: live.map((island) => `${island.getAttribute("data-island")}: ${markup(island)}`),
    };
  });
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const host of ["platform", "site"] as const)
    test(`Preact hydrates the tour page's islands (${host}) as React rendered them`, async ({ page }) => {
      const { leaderId, tourId } = await findPublicPageIds(BASE);
      const errors = watchErrors(page);
      // The live figures are asked for by the islands' effects (so the islands are hydrated by then) and never answer:
      // the islands keep their first render, which must be the server's.
      let asked: () => void = () => {};
      const figuresAsked = new Promise<void>((resolve) => (asked = resolve));
      await page.route("**/places", () => asked());
      await page.goto(`${host === "site" ? SITE : BASE}/${leaderId}/tour/${tourId}`, { waitUntil: "load" });
      await figuresAsked;
      const { server, live } = await islandsAgainstServer(page);
      expect(live.map((island) => island.split(":")[0])).toContain("buy-box");
      expect(live).toEqual(server);
      expect(errors).toEqual([]);
    });
});
