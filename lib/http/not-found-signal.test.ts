import { notFound } from "next/navigation";
import { describe, expect, it } from "vitest";
import { isNotFoundSignal } from "./not-found-signal";

describe("isNotFoundSignal", () => {
  it("knows notFound()'s throw and nothing else", () => {
    let thrown: unknown;
    try {
      notFound();
    } catch (error) {
      thrown = error;
    }
    expect(isNotFoundSignal(thrown)).toBe(true);
    expect(isNotFoundSignal(new Error("NEXT_HTTP_ERROR_FALLBACK;404"))).toBe(false);
    expect(isNotFoundSignal(null)).toBe(false);
    expect(isNotFoundSignal({ digest: "NEXT_HTTP_ERROR_FALLBACK;403" })).toBe(false);
  });
});
