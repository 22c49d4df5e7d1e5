// CSRF: state changes signed in by the session cookie come only from this site, as JSON or
// multipart; bearer-token calls are not affected.
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createSellingTour } from "@/lib/reservations/testing/fixtures";
import { api } from "../helpers/api";

async function sessionCookie(apiToken: string) {
  const value = await encode({ token: { apiToken }, secret: process.env.AUTH_SECRET! });
  return { "next-auth.session-token": value };
}

describe("cookie-authenticated state changes", () => {
  it("are refused cross-site or with a form content type, and write nothing", async () => {
    const { tour, leader } = await createSellingTour();
    const cookies = await sessionCookie(leader.token);
    const url = `/api/Tour/${tour.id}/Checklist`;
    const body = JSON.stringify({ title: "بررسی" });
    const count = () => prisma.tourChecklistItem.count({ where: { tourId: tour.id } });
    const before = await count();

    const refused: [string, Record<string, string>, number][] = [
      ["text/plain from the same origin", { "content-type": "text/plain", "sec-fetch-site": "same-origin" }, 415],
      [
        "urlencoded form",
        { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
        415,
      ],
      ["a sale website on a sub-domain", { "content-type": "application/json", "sec-fetch-site": "same-site" }, 403],
      [
        "another site",
        { "content-type": "application/json", "sec-fetch-site": "cross-site", origin: "https://evil.example" },
        403,
      ],
      [
        "another Origin, no Sec-Fetch-Site",
        { "content-type": "application/json", origin: "https://evil.example" },
        403,
      ],
      ["neither Origin nor Sec-Fetch-Site", { "content-type": "application/json" }, 403],
    ];
    for (const [name, headers, status] of refused) {
      const res = await api("POST", url, { cookies, headers, body });
      expect(res.status, name).toBe(status);
      expect(res.body.errors[0], name).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await count()).toBe(before);

    const sameOrigin = await api("POST", url, {
      cookies,
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body,
    });
    expect(sameOrigin.status).toBe(200);
    const byOrigin = await api("POST", url, {
      cookies,
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body,
    });
    expect(byOrigin.status).toBe(200);
    expect(await count()).toBe(before + 2);
    // Reading stays open to the cookie from anywhere (no state change).
    expect(
      (await api("GET", `/api/Tour/${tour.id}/edit`, { cookies, headers: { "sec-fetch-site": "cross-site" } })).status,
    ).toBe(200);
  });

  it("do not affect bearer-token calls", async () => {
    const { tour, leader } = await createSellingTour();
    const res = await api("POST", `/api/Tour/${tour.id}/Checklist`, {
      token: leader.token,
      headers: { "content-type": "text/plain", origin: "https://partner.example", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ title: "بررسی" }),
    });
    expect(res.status).toBe(200);
  });
});
