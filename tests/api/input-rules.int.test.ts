// The input rules the hardening review asked for, on the calls it named: control characters are a
// Persian 400, ids are int4 integers in decimal digits only, and paths that name nothing are a JSON 404.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { createSellingTour } from "@/lib/reservations/testing/fixtures";
import { CONTROL_CHARACTER_MESSAGE } from "@/lib/validation/zod-namespace";
import { proxy } from "@/proxy";
import { api } from "../helpers/api";
import { createUser } from "../helpers/factories";

describe("input rules", () => {
  it("answers a NUL in a body string with a Persian 400 and writes nothing", async () => {
    const { tour, leader } = await createSellingTour();
    const before = await api("GET", `/api/Tour/${tour.id}/Checklist`, { token: leader.token });
    const res = await api("POST", `/api/Tour/${tour.id}/Checklist`, {
      token: leader.token,
      body: { title: "a\u0000b" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.join(" ")).toContain(CONTROL_CHARACTER_MESSAGE);
    const after = await api("GET", `/api/Tour/${tour.id}/Checklist`, { token: leader.token });
    expect(after.body).toEqual(before.body);
  });

  it("answers a NUL in a path segment or a query with 400", async () => {
    const path = await api("GET", "/api/tour/bill/%00/finalizable");
    expect(path.status).toBe(400);
    expect(path.body.codes).toEqual(["control_character"]);
    const { token } = await createUser({ role: "Operator" });
    const query = await api("GET", "/api/Operator/SearchPayments?Resource.Term=a%00b", { token });
    expect(query.status).toBe(400);
  });

  it("reads only decimal int4 ids in paths: anything else names no tour (404)", async () => {
    const { tour } = await createSellingTour();
    expect((await api("GET", `/api/Tour/${tour.id}`)).status).toBe(200);
    for (const bad of ["2147483648", "99999999999999999999", "0x10", "%201", "1e3", "+1", "0", "-1", "search-me"]) {
      const res = await api("GET", `/api/Tour/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body.codes, bad).toEqual(["not_found"]);
    }
  });

  it("refuses a path id that is not a positive int4 on the refund and sales-summary calls with a Persian 4xx", async () => {
    const { tour, leader } = await createSellingTour();
    expect((await api("GET", `/api/refunds/${tour.id}`, { token: leader.token })).status).toBe(200);
    expect((await api("GET", `/api/Tour/${tour.id}/sales-summary`, { token: leader.token })).status).toBe(200);
    for (const bad of ["abc", "0", "-1"]) {
      const calls = [
        await api("GET", `/api/refunds/${bad}`, { token: leader.token }),
        await api("PUT", `/api/refunds/${tour.id}/refund/${bad}`, { token: leader.token, body: { refNum: "123456" } }),
        await api("PUT", `/api/refunds/${bad}/refund/1`, { token: leader.token, body: { refNum: "123456" } }),
        await api("GET", `/api/Tour/${bad}/sales-summary`, { token: leader.token }),
      ];
      for (const res of calls) {
        expect(res.status, bad).toBe(404);
        expect(res.body.errors.join(" "), bad).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it("refuses a date-time query that is not ISO 8601 with a Persian 400 naming the field", async () => {
    const { token } = await createUser({ role: "Operator" });
    expect((await api("GET", "/api/refunds?From=2026-03-01&To=2026-03-20T08:30:00.000Z", { token })).status).toBe(200);
    for (const bad of ["9@", "1403/01/01", "yesterday", "2026-13-45"]) {
      const res = await api("GET", `/api/refunds?To=${encodeURIComponent(bad)}`, { token });
      expect(res.status, bad).toBe(400);
      expect(res.body.errors.join(" "), bad).toContain("تا تاریخ");
      expect(res.body.codes).toEqual(["invalid_input"]);
    }
    const search = await api("GET", "/api/Operator/SearchTours?FromDate=9@", { token });
    expect(search.status).toBe(400);
  });

  it("names a money field's own maximum for a huge amount (1e20), not the engine's safe-integer bound", async () => {
    const affiliate = await createUser({ role: "Affiliate" });
    const operator = await createUser({ role: "Operator" });
    const huge = 1e20;
    const checkout = await api("POST", "/api/users/self/checkout", {
      token: affiliate.token,
      body: { amount: huge, bankAccount: "IR820540102680020817909002" },
    });
    const credit = await api("POST", "/api/Operator/AddCreditToUser", {
      token: operator.token,
      body: { userId: affiliate.user.id, operatorNote: "n", amount: huge },
    });
    for (const res of [checkout, credit])
      expect([res.status, res.body.errors]).toEqual([400, ["مبلغ: حداکثر مقدار مجاز ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ است"]]);
  });

  it("refuses an overflowing id in a body or a query with 400", async () => {
    const { tour, leader, session } = await createSellingTour();
    const body = await api("PUT", `/api/Tour/${tour.id}/Vehicle/${session.vehicles[0].id}`, {
      token: leader.token,
      body: { sessionId: 2_147_483_648 },
    });
    expect(body.status).toBe(400);
    const query = await api("GET", `/api/Tour/${tour.id}?sellerId=0x10`);
    expect(query.status).toBe(400);
  });

  it("answers an unknown /api path with the API's JSON 404, whatever its case", async () => {
    for (const path of ["/api/nothing-here", "/api/Tour/1/no-such-part/2", "/API/users/self/unknown"]) {
      const res = await proxy(new NextRequest(new URL(path, "http://localhost:3000")));
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect((await res.json()).codes).toEqual(["not_found"]);
    }
    const known = await proxy(new NextRequest(new URL("/api/TOUR/search", "http://localhost:3000")));
    expect(known.status).toBe(200);
  });
});
