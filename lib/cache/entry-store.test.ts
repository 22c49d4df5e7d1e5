import { describe, expect, it } from "vitest";
import { MemoryEntryStore, type StoredEntry } from "./entry-store";

const page = (html: string): StoredEntry => ({
  lastModified: 0,
  value: { kind: "APP_PAGE", html, rscData: Buffer.alloc(1000), status: 200 },
  tags: ["tour:1"],
});

describe("MemoryEntryStore", () => {
  it("counts a Persian page's HTML as the heap holds it (two bytes a character), so its bound is in bytes", async () => {
    const persian = "سفر ".repeat(2500); // 10,000 characters, 20,000 bytes in the heap
    const latin = "trip".repeat(2500); // 10,000 characters, 10,000 bytes
    const store = new MemoryEntryStore(100_000);
    await store.set("a", page(latin), 60);
    const latinSize = store.size;
    expect(latinSize).toBeGreaterThanOrEqual(11_000);
    expect(latinSize).toBeLessThan(11_200);
    await store.set("a", page(persian), 60);
    expect(store.size - latinSize).toBe(10_000);
    // Ten Persian pages of ~21 KB each: the 100 KB bound keeps the newest four.
    for (let i = 0; i < 10; i++) await store.set(`p${i}`, page(persian), 60);
    expect(store.count).toBe(4);
    expect(store.size).toBeLessThanOrEqual(100_000);
    expect(await store.get("p9")).toBeDefined();
    expect(await store.get("p5")).toBeUndefined();
  });
});
