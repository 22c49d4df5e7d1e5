// The in-process tag store's change count (TagStore.changes): the front door's page memo (server/page-memo.ts)
// keeps a page only while it stays put, so each expiry must move it, and a read must not.
import { describe, expect, it } from "vitest";
import { MemoryTagStore } from "./tag-store";

describe("the in-process tag store", () => {
  it("counts each expiry as a change, and no lookup", async () => {
    const tags = new MemoryTagStore();
    expect(tags.changes).toBe(0);
    await tags.revalidate(["tour:1"]);
    expect(tags.changes).toBe(1);
    tags.lookup("tour:1");
    await tags.prune();
    expect(tags.changes).toBe(1);
    await tags.revalidate(["tour:1", "tour:2"], { expire: 60 });
    expect(tags.changes).toBe(2);
  });
});
