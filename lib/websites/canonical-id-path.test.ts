import { describe, expect, it } from "vitest";
import { canonicalIdPath } from "./canonical-id-path";

describe("the one spelling of an id-addressed page's path", () => {
  it("drops leading zeros from a leader's id and a tour's or product's, and decodes percent-encoded digits", () => {
    const cases: [string, string][] = [
      ["/007", "/7"],
      ["/007/tour/5", "/7/tour/5"],
      ["/3/tour/005", "/3/tour/5"],
      ["/03/tour/05", "/3/tour/5"],
      ["/3/product/0012", "/3/product/12"],
      ["/007/tour/5/reserve/busSeat", "/7/tour/5/reserve/busSeat"],
      ["/3/tour/05/reserve/receipt", "/3/tour/5/reserve/receipt"],
      ["/03/tour/ticketPrint", "/3/tour/ticketPrint"],
      ["/%33/tour/5", "/3/tour/5"],
      ["/3/tour/%30%35", "/3/tour/5"],
      ["/0000000001/tour/5", "/1/tour/5"],
    ];
    for (const [path, canonical] of cases) expect(canonicalIdPath(path), path).toBe(canonical);
  });

  it("leaves canonical paths, other routes and ids that cannot exist alone (no redirect)", () => {
    for (const path of [
      "/",
      "/7",
      "/7/tour/5",
      "/3/product/12",
      "/3/tour/ticketPrint",
      "/tariff",
      "/dashboard/tour/005",
      "/dashboard/product/007",
      "/calendar/1405-09/05",
      "/my/ticket/007",
      "/sitemap/tours-01.xml",
      // Zero and more than nine digits are unknown ids: the 404 as they are, not a redirect first.
      "/0",
      "/000",
      "/0/tour/5",
      "/3/tour/000",
      "/1234567890",
      "/01234567890/tour/5",
      "/abc/tour/005",
      "/3/mag/005",
      "/%E0%A4%A/tour/5",
    ])
      expect(canonicalIdPath(path), path).toBeNull();
  });
});
