import { describe, expect, it } from "vitest";
import { canonicalApiPath, canonicalizer } from "./canonical-path";

const canonical = canonicalizer([
  "users/self/balance",
  "users/login",
  "tour/[tourId]",
  "tour/[tourId]/photo/[photoName]",
  "tour/search",
  "files/private/[...key]",
  "provinces",
]);

describe("case-insensitive API paths", () => {
  it("rewrites fixed segments to the folder's lowercase spelling", () => {
    expect(canonical("/api/Users/Self/Balance")).toBe("/api/users/self/balance");
    expect(canonical("/API/USERS/LOGIN")).toBe("/api/users/login");
    expect(canonical("/api/provinces")).toBe("/api/provinces");
  });

  it("keeps the case of parameter values", () => {
    expect(canonical("/api/Tour/12/Photo/AbC.WEBP")).toBe("/api/tour/12/photo/AbC.WEBP");
    expect(canonical("/api/files/Private/Leader/1/X.webp")).toBe("/api/files/private/Leader/1/X.webp");
  });

  it("prefers a fixed segment to a parameter at the same level, and falls back to the parameter", () => {
    expect(canonical("/api/Tour/Search")).toBe("/api/tour/search");
    expect(canonical("/api/tour/SearchX")).toBe("/api/tour/SearchX");
  });

  it("ignores a trailing slash and empty segments", () => {
    expect(canonical("/api/users/login/")).toBe("/api/users/login");
    expect(canonical("/api//users//login")).toBe("/api/users/login");
  });

  it("answers null for what is not an API route", () => {
    expect(canonical("/apiary/users")).toBeNull();
    expect(canonical("/users/login")).toBeNull();
    expect(canonical("/api/users")).toBeNull();
    expect(canonical("/api/users/login/extra")).toBeNull();
    expect(canonical("/api/files/private")).toBeNull();
  });

  it("reads the generated manifest of the real tree", () => {
    expect(canonicalApiPath("/api/Users/Self/balance")).toBe("/api/users/self/balance");
    expect(canonicalApiPath("/api/nothing/here")).toBeNull();
  });
});
