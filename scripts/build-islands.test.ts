import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { JS_BUDGET_BYTES } from "../bench/public-pages";
import { ISLANDS_ENTRIES, islandsBuildOptions } from "./build-islands";

/** What a page loads up front from an entry: the entry and the chunks it imports statically, with their sources. */
function upFront(result: esbuild.BuildResult, source: string) {
  const outputs = result.metafile!.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === source)!;
  const loaded = new Set([entry]);
  for (const file of loaded)
    for (const dependency of outputs[file].imports)
      if (dependency.kind === "import-statement") loaded.add(dependency.path);
  const contents = (file: string) => result.outputFiles!.find((f) => f.path.endsWith(file))!.contents;
  return {
    gzipped: [...loaded].reduce((sum, file) => sum + gzipSync(contents(file)).length, 0),
    inputs: [...loaded].flatMap((file) => Object.keys(outputs[file].inputs)),
  };
}

describe("the tour page's islands script", () => {
  it("bundles no module of Next nor React (Preact hydrates) and stays far inside the page's budget", async () => {
    const result = await esbuild.build({ ...islandsBuildOptions, write: false, logLevel: "silent" });
    const inputs = Object.keys(result.metafile!.inputs);
    expect(inputs.filter((file) => file.includes("node_modules/next/"))).toEqual([]);
    // Every import of react, react-dom and react-dom/client is answered by preact/compat (ISLANDS_ALIAS).
    expect(inputs.filter((file) => /node_modules\/(react|react-dom|scheduler)\//.test(file))).toEqual([]);
    expect(inputs.some((file) => file.startsWith("node_modules/preact/compat/"))).toBe(true);

    // What the page loads up front: the entry and the chunks it imports statically (not the dynamic ones).
    const outputs = result.metafile!.outputs;
    const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === ISLANDS_ENTRIES["tour-islands"])!;
    const loaded = new Set([entry]);
    for (const file of loaded)
      for (const dependency of outputs[file].imports)
        if (dependency.kind === "import-statement") loaded.add(dependency.path);
    const contents = (file: string) => result.outputFiles!.find((f) => f.path.endsWith(file))!.contents;
    const gzipped = [...loaded].reduce((sum, file) => sum + gzipSync(contents(file)).length, 0);
    // The page's budget (bench/public-pages.ts JS_BUDGET_BYTES), which tests/e2e/js-budget.spec.ts checks on the page.
    expect(gzipped).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    // With React DOM it was 77.9 KB (79,811 B); Preact and the first screen's islands are 20.4 KB (20,883 B).
    expect(gzipped).toBeLessThanOrEqual(24 * 1024);
    // The rarely used parts stay out of it: comment moderation, toasts, the national-id check, the islands a tour page
    // has only sometimes (the vote form, a site's footer buttons), the waiting list's form (a session sold out), and
    // what a phone's first screen does not show (the comments and their form, the gallery's thumbnails: tour-islands.tsx).
    const upFront = [...loaded].flatMap((file) => Object.keys(outputs[file].inputs));
    for (const lazy of [
      "comment-moderation.tsx",
      "react-toastify",
      "persian-tools",
      "vote-form.tsx",
      "site-footer-actions.tsx",
      "notify-me-form.tsx",
      "comments.tsx",
      "comment-form.tsx",
      "photo-gallery.tsx",
    ])
      expect(upFront.filter((f) => f.includes(lazy))).toEqual([]);
  });

  it("gives a site's pages no renderer at first paint: their footer's island loads on the first interaction", async () => {
    const result = await esbuild.build({ ...islandsBuildOptions, write: false, logLevel: "silent" });
    const site = upFront(result, ISLANDS_ENTRIES["site-islands"]);
    const tour = upFront(result, ISLANDS_ENTRIES["tour-islands"]);
    for (const part of ["node_modules/preact/", "site-footer-actions.tsx"])
      expect(site.inputs.filter((file) => file.includes(part))).toEqual([]);
    // …but its code is there, for later (the entry's dynamic imports).
    expect(Object.keys(result.metafile!.inputs).some((file) => file.endsWith("site-footer-actions.tsx"))).toBe(true);
    for (const part of ["buy-box.tsx", "notify-me.tsx", "live-figures.tsx"]) {
      expect(site.inputs.filter((file) => file.endsWith(part))).toEqual([]);
      expect(
        tour.inputs.some((file) => file.endsWith(part)),
        part,
      ).toBe(true);
    }
    expect(site.gzipped).toBeLessThan(2 * 1024);
  });

  it("gives the tracking page its form, and the ticket's manager only once a ticket is found", async () => {
    const result = await esbuild.build({ ...islandsBuildOptions, write: false, logLevel: "silent" });
    const tracking = upFront(result, ISLANDS_ENTRIES["tracking-islands"]);
    expect(tracking.inputs.some((file) => file.endsWith("tracking-form.tsx"))).toBe(true);
    for (const lazy of ["manage-ticket.tsx", "persian-tools", "qrcode", "site-footer-actions.tsx", "buy-box.tsx"])
      expect(tracking.inputs.filter((file) => file.includes(lazy))).toEqual([]);
    expect(tracking.gzipped).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(Object.keys(result.metafile!.inputs).some((file) => file.endsWith("manage-ticket.tsx"))).toBe(true);
  });
});
