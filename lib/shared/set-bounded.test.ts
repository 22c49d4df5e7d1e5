import { describe, expect, it } from "vitest";
import { setBounded } from "./set-bounded";

describe("a bounded map", () => {
  it("keeps at most max entries, dropping the oldest; a re-set key becomes the newest", () => {
    const map = new Map<string, number>();
    for (const key of ["a", "b", "c"]) setBounded(map, key, 1, 3);
    setBounded(map, "a", 2, 3);
    setBounded(map, "d", 1, 3);
    expect([...map.keys()]).toEqual(["c", "a", "d"]);
    expect(map.get("a")).toBe(2);
  });
});
