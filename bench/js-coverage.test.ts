import { describe, expect, it } from "vitest";
import { summarizeCoverage, unusedBytes } from "./js-coverage";

const range = (startOffset: number, endOffset: number, count: number) => ({ startOffset, endOffset, count });

describe("unusedBytes", () => {
  it("lets the innermost range decide, whatever the order V8 lists them in", () => {
    const source = "x".repeat(100);
    // The script ran; a function in 10..60 never did, but a block of it at 20..30 is counted as run (a nested callback).
    const functions = [{ ranges: [range(20, 30, 1)] }, { ranges: [range(0, 100, 1)] }, { ranges: [range(10, 60, 0)] }];
    expect(unusedBytes({ source, functions })).toBe(40);
  });

  it("counts a script that never ran past its top level as unused but for that level", () => {
    const source = "y".repeat(50);
    expect(unusedBytes({ source, functions: [{ ranges: [range(0, 50, 1), range(5, 45, 0)] }] })).toBe(40);
    expect(unusedBytes({ source, functions: [] })).toBe(50);
  });
});

describe("summarizeCoverage", () => {
  it("adds the files and estimates the unused gzipped bytes by each file's share", () => {
    const summary = summarizeCoverage([
      { url: "a", bytes: 1000, unused: 500, gzip: 300 },
      { url: "b", bytes: 200, unused: 0, gzip: 100 },
    ]);
    expect(summary).toEqual({ files: 2, bytes: 1200, unused: 500, gzip: 400, unusedGzip: 150 });
  });
});
