import { describe, expect, it } from "vitest";
import { homeFor } from "./error-view";

describe("the error pages' way back", () => {
  it("leads admin paths to the admin panel, dashboard paths to the dashboard, the rest to the public home", () => {
    expect(homeFor("/adminDashboard")).toBe("/adminDashboard");
    expect(homeFor("/adminDashboard/xyz/1")).toBe("/adminDashboard");
    expect(homeFor("/admindashboard/tourManagement")).toBe("/adminDashboard");
    expect(homeFor("/dashboard/tour")).toBe("/dashboard");
    expect(homeFor("/Dashboard")).toBe("/dashboard");
    expect(homeFor("/dashboardish")).toBe("/");
    expect(homeFor("/adminDashboardish")).toBe("/");
    expect(homeFor("/3/tour/999999")).toBe("/");
    expect(homeFor("/no-such-page")).toBe("/");
    expect(homeFor(null)).toBe("/");
  });
});
