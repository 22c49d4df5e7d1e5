// The ticket PDF (~100 ms of CPU each, anonymous) is rate limited per ticket and per client address,
// counted in the database (lib/accounts/login-guard.ts claimWindow) so every instance sees one count.
import { describe, expect, it } from "vitest";
import { claimWindow } from "@/lib/accounts/login-guard";
import { createSellingTour, passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { TICKET_PDF_LIMIT } from "./get-ticket";

async function ticket() {
  const { tour, session } = await createSellingTour({ tourDiscounts: [] });
  const buyer = passenger({ vehicleId: session.vehicles[0].id, seat: 5 });
  const res = await reserve(tour.id, session.id, { passengers: [buyer] });
  expect(res.status).toBe(200);
  return { trackingId: res.body.trackingId as string, mobile: buyer.mobile as string };
}

const pdf = (t: { trackingId: string; mobile: string }) =>
  api("GET", `/api/tour/ticket/tracking/${t.trackingId}/mobile/${t.mobile}/pdf`);

describe("ticket PDF rate limit", () => {
  it(
    "draws a ticket's PDF perTicket times a minute, then answers a Persian 429; another ticket is not affected",
    { timeout: 120_000 },
    async () => {
      const first = await ticket();
      for (let i = 0; i < TICKET_PDF_LIMIT.perTicket; i++) {
        const res = await pdf(first);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
      }
      const refused = await pdf(first);
      expect(refused.status).toBe(429);
      expect(refused.body.codes).toEqual(["ticket_pdf_limited"]);
      expect(refused.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
      expect((await pdf(await ticket())).status).toBe(200);
      // A wrong mobile is a 404 before any count is taken.
      expect((await pdf({ ...first, mobile: "09000000000" })).status).toBe(404);
    },
  );

  it("claims a window atomically: parallel calls are counted one by one, and the window starts again once it has passed", async () => {
    const key = `test:${Math.random()}`;
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimWindow(key, 5, 1)));
    expect(claims.filter(Boolean)).toHaveLength(5);
    expect(await claimWindow(key, 5, 1)).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await claimWindow(key, 5, 1)).toBe(true);
  });
});
