import { describe, expect, it, vi } from "vitest";
import { safeCallbackPath } from "./callback-path";
import { completeLogin, LOGIN_FAILED, userTypeOf } from "./login";
import { clearRoleHint, readRoleHint, saveRoleHint } from "@/lib/client/role-hint";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe("completeLogin", () => {
  const cases = [
    ["Operator", "/adminDashboard"],
    ["Accountant", "/adminDashboard/financialReports/transactions"],
    ["Leader", "/dashboard"],
    ["Affiliate", "/dashboard"],
  ] as const;

  it.each(cases)("opens the session and sends a %s to %s", async (role, landing) => {
    const signIn = vi.fn(async () => ({ ok: true, error: null }));
    const navigate = vi.fn();
    const saveUserType = vi.fn();
    const expiresAt = "2030-01-01T00:00:00.000Z";
    await expect(completeLogin({ token: "tok", role, expiresAt }, { signIn, navigate, saveUserType })).resolves.toBe(
      landing,
    );
    expect(signIn).toHaveBeenCalledWith("tok");
    expect(navigate).toHaveBeenCalledWith(landing);
    expect(saveUserType).toHaveBeenCalledWith(userTypeOf({ role }), new Date(expiresAt));
  });

  it("goes to a safe callback path instead of the landing page", async () => {
    const navigate = vi.fn();
    const deps = { signIn: async () => ({ ok: true }), navigate, saveUserType: () => {} };
    await completeLogin({ token: "t", role: "Leader" }, deps, "/auth/verifyEmail?token=abc");
    await completeLogin({ token: "t", role: "Leader" }, deps, "//evil.example/x");
    expect(navigate.mock.calls).toEqual([["/auth/verifyEmail?token=abc"], ["/dashboard"]]);
  });

  it("goes back to a sale website only when the login page's server allowed its origin", async () => {
    const navigate = vi.fn();
    const deps = { signIn: async () => ({ ok: true }), navigate, saveUserType: () => {} };
    const site = "http://kuhestan.localhost:3000";
    await completeLogin({ token: "t", role: "Leader" }, deps, `${site}/3/tour/7`, [site]);
    await completeLogin({ token: "t", role: "Leader" }, deps, `${site}/3/tour/7`);
    await completeLogin({ token: "t", role: "Leader" }, deps, "http://evil.localhost:3000/", [site]);
    await completeLogin({ token: "t", role: "Leader" }, deps, `${site}@evil.example/`, [site]);
    expect(navigate.mock.calls).toEqual([[`${site}/3/tour/7`], ["/dashboard"], ["/dashboard"], ["/dashboard"]]);
  });

  it("does not navigate when next-auth refuses the token", async () => {
    const navigate = vi.fn();
    const saveUserType = vi.fn();
    const signIn = async () => ({ ok: false, error: "CredentialsSignin" });
    await expect(completeLogin({ token: "bad", role: "Leader" }, { signIn, navigate, saveUserType })).rejects.toThrow(
      LOGIN_FAILED,
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(saveUserType).not.toHaveBeenCalled();
  });
});

describe("user type", () => {
  it("comes from the flags or the role", () => {
    expect(userTypeOf({ role: "Leader", isAffiliate: true })).toBe("affiliate");
    expect(userTypeOf({ role: "Affiliate" })).toBe("affiliate");
    expect(userTypeOf({ role: "Accountant" })).toBe("accountant");
    expect(userTypeOf({ role: "Operator", isAccountant: false })).toBeNull();
  });

  it("is kept until the token expires", () => {
    const store = memoryStore();
    saveRoleHint("affiliate", new Date("2030-01-02T00:00:00Z"), store);
    expect(readRoleHint(new Date("2030-01-01T00:00:00Z"), store)).toBe("affiliate");
    expect(readRoleHint(new Date("2030-01-03T00:00:00Z"), store)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it("is removed for a plain leader and on logout", () => {
    const store = memoryStore();
    saveRoleHint("accountant", new Date("2030-01-02T00:00:00Z"), store);
    saveRoleHint(null, new Date("2030-01-02T00:00:00Z"), store);
    expect(store.map.size).toBe(0);
    saveRoleHint("accountant", new Date("2030-01-02T00:00:00Z"), store);
    clearRoleHint(store);
    expect(readRoleHint(new Date("2030-01-01T00:00:00Z"), store)).toBeNull();
  });

  it("treats a malformed entry as absent", () => {
    const store = memoryStore();
    store.setItem("hamsafar.userType", "{not json");
    expect(readRoleHint(new Date(), store)).toBeNull();
  });
});

describe("safeCallbackPath", () => {
  it("accepts only same-site paths", () => {
    expect(safeCallbackPath("/dashboard/tour")).toBe("/dashboard/tour");
    expect(safeCallbackPath("https://evil.example")).toBeNull();
    expect(safeCallbackPath("//evil.example")).toBeNull();
    expect(safeCallbackPath("/\\evil.example")).toBeNull();
    expect(safeCallbackPath("/auth/login")).toBeNull();
    expect(safeCallbackPath("/auth/login?callbackUrl=/x")).toBeNull();
    expect(safeCallbackPath("/auth/loginx")).toBe("/auth/loginx");
    expect(safeCallbackPath(null)).toBeNull();
  });
});
