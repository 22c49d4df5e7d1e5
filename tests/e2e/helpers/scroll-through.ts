// Scrolls a page a screen at a time to its end and back to the top, so that every island hydrated only as it nears
// the screen (components/tour-public/hydrate-islands.ts: the tour page's comments, session figures, vote form) is
// live and has read its data, for the checks that read the whole page's layout and text at once.
import type { Page } from "@playwright/test";

export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y < height; y += screen) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames: the observer reports on the frame after the scroll.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
