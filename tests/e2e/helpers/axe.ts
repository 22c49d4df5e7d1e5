// Accessibility check for the traveller's pages: axe-core (WCAG 2.x A/AA rules and best practices)
// on the page as it stands, failing on any serious or critical violation with a readable list of
// what failed and where. Called from the journeys at the moment they reach a page, so no extra
// navigation is added for it.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const BLOCKING = new Set(["serious", "critical"]);

/**
 * Runs axe on `page` (after its fonts have loaded, so contrast is measured on the real glyphs) and
 * expects no serious or critical violation. `label` names the page in the failure message.
 */
export async function expectAccessible(page: Page, label: string, options: { exclude?: string[] } = {}) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Contrast is measured on the page's settled colours: a control that just became enabled (the buy
  // button once the live places arrive) would otherwise be sampled halfway through its fade.
  await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ")}`)
        .join("\n"),
  );
  const size = page.viewportSize();
  // Soft: a journey reports every page's violations in one run instead of stopping at the first.
  expect.soft(blocking, `axe on ${label} at ${size?.width}×${size?.height}:\n${report.join("\n")}`).toEqual([]);
}
