import { describe, expect, it } from "vitest";
import { homeFor } from "./error-view";

describe("the error pages' way back", () => {
  it("leads admin paths to the admin panel and everything else to the dashboard", () => {
    expect(homeFor("/adminDashboard")).toBe("/adminDashboard");
    expect(homeFor("/adminDashboard/xyz/1")).toBe("/adminDashboard");
    expect(homeFor("/admindashboard/tourManagement")).toBe("/adminDashboard");
    expect(homeFor("/adminDashboardish")).toBe("/dashboard");
    expect(homeFor("/dashboard/tour")).toBe("/dashboard");
    expect(homeFor("/no-such-page")).toBe("/dashboard");
    expect(homeFor(null)).toBe("/dashboard");
  });
});
