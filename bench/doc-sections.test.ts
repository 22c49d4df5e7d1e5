import { describe, expect, it } from "vitest";
import { replaceSection, splitSections } from "./doc-sections";

const doc = "# T\n\nintro\n\n## A\n\na1\n\n## B\n\nb1\n";

describe("replaceSection", () => {
  it("replaces a section in place and keeps the others", () => {
    expect(replaceSection(doc, "A", "new a")).toBe("# T\n\nintro\n\n## A\n\nnew a\n\n## B\n\nb1\n");
    expect(replaceSection(doc, "B", "new b\n")).toBe("# T\n\nintro\n\n## A\n\na1\n\n## B\n\nnew b\n");
  });

  it("appends a missing section and replaces the part before the first heading", () => {
    expect(replaceSection(doc, "C", "c")).toBe(`${doc}\n## C\n\nc\n`);
    expect(replaceSection(doc, null, "# T2\n\nx")).toBe("# T2\n\nx\n\n## A\n\na1\n\n## B\n\nb1\n");
  });

  it("does not take a heading that only starts with the name", () => {
    expect(replaceSection("## AB\n\nx\n", "A", "a")).toBe("## AB\n\nx\n\n## A\n\na\n");
  });
});

describe("splitSections", () => {
  it("cuts a generated text at its headings, and writing them back gives the text", () => {
    const parts = splitSections(doc);
    expect(parts.map((p) => p.heading)).toEqual([null, "A", "B"]);
    expect(parts.reduce((d, p) => replaceSection(d, p.heading, p.body), doc)).toBe(doc);
  });
});
