// Issue 32: every link a buyer is texted points to the host where they bought. The reservation keeps the
// origin of its leader's active sale website when the request came on it (else null, the platform), and the
// ticket SMS (online payment), the card-to-card confirmation SMS, the calendar file's URL and the day-before
// reminder all use it. A forged host, another leader's site or an inactive one is never stored.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { createSellingTour, passenger, sessionInput } from "./testing/fixtures";

const DAY = 86_400_000;
const suffix = Date.now().toString(36);
const own = `bo-${suffix}`;
const other = `bo-x-${suffix}`;
const lapsed = `bo-l-${suffix}`;
let fixture: Awaited<ReturnType<typeof createSellingTour>>;
let operator: Awaited<ReturnType<typeof createUser>>;

async function openSite(userId: number, subDomain: string, days: number) {
  await prisma.saleWebsite.create({
    data: { userId, subDomain, startsAt: new Date(), expiresAt: new Date(Date.now() + days * DAY) },
  });
}

beforeAll(async () => {
  fixture = await createSellingTour({ sessions: [sessionInput(30, { vehicles: [] })] });
  await openSite(fixture.tour.leaderId, own, 30);
  await openSite((await createUser()).user.id, other, 30);
  operator = await createUser({ role: "Operator" });
});

async function buy(host: string, paymentMethod: "Online" | "C2C") {
  const buyer = passenger();
  const res = await api("POST", `/api/tour/${fixture.tour.id}/reservation/session/${fixture.session.id}`, {
    body: { paymentMethod, passengers: [buyer] },
    headers: { host },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = await prisma.reservation.findUniqueOrThrow({ where: { trackingId: res.body.trackingId } });
  return {
    buyer,
    billId: res.body.billId as string,
    trackingId: res.body.trackingId as string,
    paymentToken: res.body.paymentToken as string,
    row,
  };
}

const lastSms = async (mobile: string) =>
  (await prisma.smsMessage.findFirstOrThrow({ where: { mobile }, orderBy: { id: "desc" } })).text;
const ticketPath = (trackingId: string, mobile: string) =>
  `/${fixture.tour.leaderId}/tour/ticketPrint?trackingId=${trackingId}&mobile=${mobile}`;

describe("the host a ticket was bought on", () => {
  it("is kept for the leader's own active site only; the platform, forged hosts and others' sites keep null", async () => {
    expect((await buy(`${own}.localhost:3000`, "Online")).row.saleOrigin).toBe(`http://${own}.localhost:3000`);
    for (const host of [
      "localhost:3000",
      "evil.example.com",
      `${other}.localhost:3000`,
      `nosuch-${suffix}.localhost:3000`,
    ])
      expect((await buy(host, "Online")).row.saleOrigin, host).toBeNull();
    await prisma.saleWebsite.update({
      where: { subDomain: own },
      data: { expiresAt: new Date(Date.now() - DAY) },
    });
    try {
      await openSite((await createUser()).user.id, lapsed, -1);
      // An inactive site (the owner's, lapsed) is not a place to send anyone back to.
      const { row } = await buy(`${own}.localhost:3000`, "Online");
      expect(row.saleOrigin).toBeNull();
    } finally {
      await prisma.saleWebsite.update({
        where: { subDomain: own },
        data: { expiresAt: new Date(Date.now() + 30 * DAY) },
      });
    }
  });

  it("the ticket SMS after an online payment and the calendar file link to the site; a platform sale to the platform", async () => {
    const onSite = await buy(`${own}.localhost:3000`, "Online");
    const { authority } = await startSandboxPayment(onSite.billId);
    await api("GET", await actOnSandbox(authority, "pay"));
    const text = await lastSms(onSite.buyer.mobile);
    expect(text).toContain(`http://${own}.localhost:3000${ticketPath(onSite.trackingId, onSite.buyer.mobile)}`);

    const ics = await api("GET", `/api/tour/ticket/${onSite.buyer.mobile}/${onSite.trackingId}/ics`);
    expect(ics.status).toBe(200);
    const unfolded = String(ics.body).replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain(`URL:http://${own}.localhost:3000${ticketPath(onSite.trackingId, onSite.buyer.mobile)}`);

    const onPlatform = await buy("localhost:3000", "Online");
    const started = await startSandboxPayment(onPlatform.billId);
    await api("GET", await actOnSandbox(started.authority, "pay"));
    expect(await lastSms(onPlatform.buyer.mobile)).toContain(
      `${env.publicUrl.replace(/\/+$/, "")}${ticketPath(onPlatform.trackingId, onPlatform.buyer.mobile)}`,
    );
  });

  it("the card-to-card confirmation SMS links to the site the transfer was reported on", async () => {
    const onSite = await buy(`${own}.localhost:3000`, "C2C");
    const reported = await api(
      "POST",
      `/api/tour/bill/${onSite.billId}/complete-c2c/${onSite.paymentToken}/refId/12345678`,
    );
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const payment = await prisma.payment.findFirstOrThrow({ where: { billId: onSite.billId } });
    const confirmed = await api("PUT", `/api/Operator/determine-c2c-payment/${payment.id}?confirm=true`, {
      token: operator.token,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await lastSms(onSite.buyer.mobile)).toContain(
      `http://${own}.localhost:3000${ticketPath(onSite.trackingId, onSite.buyer.mobile)}`,
    );
  });
});
