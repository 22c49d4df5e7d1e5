// The font served is the vazirmatn package's own file (components/fonts/vazirmatn.ts says why it is copied):
// an upgrade of the package fails here until the copy is refreshed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const PACKAGE_FILE = "node_modules/vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2";

describe("the served font", () => {
  it("is byte for byte the vazirmatn package's Non-Latin variable font", () => {
    const copy = readFileSync(path.join(import.meta.dirname, "Vazirmatn-NL-wght.woff2"));
    expect(copy.equals(readFileSync(path.resolve(PACKAGE_FILE)))).toBe(true);
  });
});
