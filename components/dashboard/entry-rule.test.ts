import { describe, expect, it } from "vitest";
import { entryDecision, LOCKED_REASONS, lockedReason } from "./entry-rule";
import { impersonationTarget } from "./impersonation-target";

const complete = { nationalId: "0499370899", address: "تهران" };

describe("dashboard entry rule (spec doc 1 §4)", () => {
  it("lets a confirmed account go anywhere", () => {
    expect(entryDecision({ canLogin: true, nationalId: null, address: null }, "/dashboard/tour")).toEqual({
      redirect: null,
      cannotLoginModal: false,
    });
  });

  it("sends an unconfirmed account without national id or address to the profile edit page", () => {
    expect(entryDecision({ canLogin: false, nationalId: null, address: "x" }, "/dashboard").redirect).toBe(
      "/dashboard/profile/editProfile",
    );
    expect(
      entryDecision({ canLogin: false, nationalId: "0499370899", address: "  " }, "/dashboard/tour").redirect,
    ).toBe("/dashboard/profile/editProfile");
    expect(
      entryDecision({ canLogin: false, nationalId: null, address: null }, "/dashboard/profile/editProfile").redirect,
    ).toBeNull();
  });

  it("keeps a complete but unconfirmed account on /dashboard with the cannot-login modal", () => {
    expect(entryDecision({ canLogin: false, ...complete }, "/dashboard")).toEqual({
      redirect: null,
      cannotLoginModal: true,
    });
    expect(entryDecision({ canLogin: false, ...complete }, "/dashboard/discounts")).toEqual({
      redirect: "/dashboard",
      cannotLoginModal: true,
    });
    expect(entryDecision({ canLogin: false, ...complete }, "/dashboard/profile/editProfile")).toEqual({
      redirect: null,
      cannotLoginModal: false,
    });
  });
});

describe("why the menu is locked", () => {
  it("names what is missing, or that the operator has yet to confirm, and nothing once confirmed", () => {
    expect(lockedReason({ canLogin: false, nationalId: null, address: "تهران" })).toBe(LOCKED_REASONS.incomplete);
    expect(lockedReason({ canLogin: false, ...complete })).toBe(LOCKED_REASONS.awaiting);
    expect(lockedReason({ canLogin: true, nationalId: null, address: null })).toBeNull();
  });
});

describe("impersonation target", () => {
  it("reads impersonate=true&userId=ID and nothing else", () => {
    expect(impersonationTarget(new URLSearchParams("impersonate=true&userId=42"))).toBe(42);
    expect(impersonationTarget(new URLSearchParams("userId=42"))).toBeNull();
    expect(impersonationTarget(new URLSearchParams("impersonate=true&userId=abc"))).toBeNull();
    expect(impersonationTarget(new URLSearchParams("impersonate=true&userId=-3"))).toBeNull();
    expect(impersonationTarget(new URLSearchParams("impersonate=true&userId=1.5"))).toBeNull();
  });
});
