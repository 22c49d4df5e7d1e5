import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { islandsBuildOptions } from "./build-islands";

describe("the tour page's islands script", () => {
  it("bundles no module of Next and stays far inside the page's 130 KB budget", async () => {
    const result = await esbuild.build({ ...islandsBuildOptions, write: false, logLevel: "silent" });
    const inputs = Object.keys(result.metafile!.inputs);
    expect(inputs.filter((file) => file.includes("node_modules/next/"))).toEqual([]);
    expect(inputs.some((file) => file.endsWith("react-dom-client.production.js"))).toBe(true);

    // What the page loads up front: the entry and the chunks it imports statically (not the dynamic ones).
    const outputs = result.metafile!.outputs;
    const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint)!;
    const loaded = new Set([entry]);
    for (const file of loaded)
      for (const dependency of outputs[file].imports)
        if (dependency.kind === "import-statement") loaded.add(dependency.path);
    const contents = (file: string) => result.outputFiles!.find((f) => f.path.endsWith(file))!.contents;
    const gzipped = [...loaded].reduce((sum, file) => sum + gzipSync(contents(file)).length, 0);
    expect(gzipped).toBeLessThan(100 * 1024);
    // The rarely used parts stay out of it.
    const upFront = [...loaded].flatMap((file) => Object.keys(outputs[file].inputs));
    for (const lazy of ["comment-moderation.tsx", "react-toastify", "persian-tools"])
      expect(upFront.filter((f) => f.includes(lazy))).toEqual([]);
  });
});
