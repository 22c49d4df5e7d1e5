import { describe, expect, it } from "vitest";
import { expireAtOf, expireAtTag, pageCacheTagsOf, PAGE_CACHE_TAGS_PROP, withPageCacheTags } from "./page-cache-tags";

describe("page cache tags (the Pages Router contract)", () => {
  it("puts the tags under __cacheTags, keeping the props and dropping repeats and blanks", () => {
    const props = withPageCacheTags({ tour: { id: 7 } }, ["public-tour:7", "public-tours-of:3", "public-tour:7", ""]);
    expect(PAGE_CACHE_TAGS_PROP).toBe("__cacheTags");
    expect(props).toEqual({ tour: { id: 7 }, __cacheTags: ["public-tour:7", "public-tours-of:3"] });
    expect(withPageCacheTags(props, ["x"]).__cacheTags).toEqual(["public-tour:7", "public-tours-of:3", "x"]);
  });

  it("reads the tags back from page props, and nothing from props without them", () => {
    expect(pageCacheTagsOf({ __cacheTags: ["a", 3, "b"] })).toEqual(["a", "b"]);
    expect(pageCacheTagsOf({ other: 1 })).toEqual([]);
    expect(pageCacheTagsOf(undefined)).toEqual([]);
  });

  it("names an instant in an expire-at tag", () => {
    expect(expireAtTag(1_700_000_000_000.2)).toBe("expire-at:1700000000001");
    expect(expireAtOf("expire-at:1700000000001")).toBe(1_700_000_000_001);
    expect(expireAtOf("expire-at:soon")).toBeNull();
    expect(expireAtOf("public-tour:1")).toBeNull();
  });
});
