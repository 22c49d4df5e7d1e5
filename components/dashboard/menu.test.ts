import { describe, expect, it } from "vitest";
import { AFFILIATE_MENU, dashboardMenu, isGroupOpen, isLinkActive, LEADER_MENU, titleForPath } from "./menu";
import { adminMenu, adminTitleForPath } from "@/components/admin/menu";

const hrefs = (items: typeof LEADER_MENU) =>
  items.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]);

describe("dashboard menu", () => {
  it("lists the regular leader's entries of spec doc 1 §2, in order, with the account link apart", () => {
    expect(hrefs(LEADER_MENU)).toEqual([
      "/dashboard",
      "/dashboard/tour",
      "/dashboard/tour/add",
      "/dashboard/tour/defaultSettings",
      "/dashboard/discounts",
      "/dashboard/installmentSale",
      // Products (spec doc 1 route table: /dashboard/product/add, edit, report) get their own list entry.
      "/dashboard/product",
      "/dashboard/product/add",
      "/dashboard/myPassengers",
      "/dashboard/financial",
      "/dashboard/financial/wallet",
      "/dashboard/websiteMaker",
    ]);
    expect(dashboardMenu(false).account?.href).toBe("/dashboard/profile");
  });

  it("gives affiliates the reduced menu and no separate account link", () => {
    expect(hrefs(AFFILIATE_MENU)).toEqual([
      "/dashboard",
      "/dashboard/searchTours",
      "/dashboard/webService",
      "/dashboard/financial",
      "/dashboard/financial/wallet",
      "/dashboard/websiteMaker",
      "/dashboard/myPassengers",
      "/dashboard/profile/editProfile",
    ]);
    expect(dashboardMenu(true).account).toBeNull();
  });

  it("marks tour creation active on its later steps, but not the home entry on every page", () => {
    const add = LEADER_MENU[1].children![0];
    expect(isLinkActive(add, "/dashboard/tour/add")).toBe(true);
    expect(isLinkActive(add, "/dashboard/tour/add/stepTwo")).toBe(true);
    expect(isLinkActive(add, "/dashboard/tour/add/stepThree/")).toBe(true);
    expect(isLinkActive(add, "/dashboard/tour/add/42/stepTwo")).toBe(true);
    expect(isLinkActive(add, "/dashboard/tour/edit/42/stepTwo")).toBe(false);
    expect(isLinkActive(add, "/dashboard/tour/defaultSettings")).toBe(false);
    expect(isLinkActive(LEADER_MENU[0], "/dashboard/tour")).toBe(false);
    expect(isLinkActive(LEADER_MENU[0], "/dashboard")).toBe(true);
    expect(isGroupOpen(LEADER_MENU[1], "/dashboard/tour/add/stepTwo")).toBe(true);
    expect(isGroupOpen(LEADER_MENU[1], "/dashboard/discounts")).toBe(false);
  });

  it("names the header after the deepest matching entry", () => {
    expect(titleForPath(LEADER_MENU, "/dashboard/financial/wallet")).toBe("کیف پول");
    expect(titleForPath(LEADER_MENU, "/dashboard/tour/add/stepTwo")).toBe("ایجاد تور");
    expect(titleForPath(LEADER_MENU, "/dashboard/unknown")).toBeNull();
  });
});

describe("admin menu", () => {
  it("shows the accountant only the finance group", () => {
    const groups = adminMenu("Accountant");
    expect(groups).toHaveLength(1);
    expect(groups[0].links.map((l) => l.href)).toEqual([
      "/adminDashboard/financialReports/transactions",
      "/adminDashboard/financialReports/checkouts",
      "/adminDashboard/financialReports/cancellations",
    ]);
  });

  it("gives the operator users, tours, website maker and finance, with a badge per awaiting queue", () => {
    const links = adminMenu("Operator").flatMap((g) => g.links);
    expect(links.map((l) => [l.href, l.badge ?? null])).toEqual([
      ["/adminDashboard", "leadersAwaitingConfirmation"],
      ["/adminDashboard/affiliatesManagement", "sellersAwaitingConfirmation"],
      ["/adminDashboard/affiliatesManagement/webServiceOrders", null],
      ["/adminDashboard/userManagement", null],
      ["/adminDashboard/tourManagement", null],
      ["/adminDashboard/websiteMaker", null],
      ["/adminDashboard/announcements", null],
      ["/adminDashboard/financialReports/transactions", "c2cPaymentsAwaitingConfirmation"],
      ["/adminDashboard/financialReports/checkouts", "checkoutsInProcess"],
      ["/adminDashboard/financialReports/cancellations", "operatorRefundsInProcess"],
    ]);
    expect(adminTitleForPath("Operator", "/adminDashboard/financialReports/checkouts")).toBe("تسویه‌ها");
    expect(adminTitleForPath("Operator", "/adminDashboard/users/12")).toBe("جزئیات کاربر");
  });
});
