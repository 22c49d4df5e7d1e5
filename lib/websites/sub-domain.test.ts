import { describe, expect, it } from "vitest";
import { checkSubDomain, normalizeCustomDomain } from "./sub-domain";

describe("checkSubDomain", () => {
  it("takes 3..30 lowercase letters, digits and inner dashes", () => {
    for (const ok of ["abc", "kuhestan", "my-tours-1", "a".repeat(30)]) expect(checkSubDomain(ok), ok).toBeNull();
    for (const bad of ["ab", "a".repeat(31), "Kuhestan", "-abc", "abc-", "ab_c", "ab.c", "سفر"])
      expect(checkSubDomain(bad), bad).toBe("invalid");
  });
  it("refuses reserved names", () => {
    for (const name of ["www", "api", "admin", "app", "features"]) expect(checkSubDomain(name), name).toBe("reserved");
  });
});

describe("normalizeCustomDomain", () => {
  it("lowercases and strips scheme, path, port and trailing dot", () => {
    expect(normalizeCustomDomain("https://Tours.Example.com/x")).toBe("tours.example.com");
    expect(normalizeCustomDomain("kuhestan.ir.")).toBe("kuhestan.ir");
  });
  it("refuses single labels and addresses", () => {
    for (const bad of ["localhost", "1.2.3.4", "bad_name.ir", ""]) expect(normalizeCustomDomain(bad), bad).toBeNull();
  });
});
