// Group SMS: the tour's passengers, survey links, the passenger book and subscribers. Charged to the
// leader's wallet as one CostOfGroupSMS transaction; an empty wallet is a 422 and nothing is sent;
// the job sends in batches and records every message.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { balanceOf } from "@/lib/ledger/balance";
import { wallet } from "@/lib/ledger/accounts";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { actOnSandbox, fundWallet, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { GROUP_SMS_BATCH } from "./constants";
import { deliverGroupMessage, deliverQueuedGroupMessages } from "./deliver-group-message";

type Fixture = Awaited<ReturnType<typeof createSellingTour>>;
let fx: Fixture;
let other: Awaited<ReturnType<typeof createUser>>;
let affiliate: Awaited<ReturnType<typeof createUser>>;
const mobiles: string[] = [];

async function buy(f: Fixture, seat: number) {
  const p = passenger({ vehicleId: f.session.vehicles[0].id, seat });
  const res = await reserve(f.tour.id, f.session.id, { passengers: [p] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  return p.mobile as string;
}

const smsTo = (mobile: string, text: string) => prisma.smsMessage.count({ where: { mobile, text } });

beforeAll(async () => {
  fx = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(20), sessionInput(25)] });
  other = await createUser();
  affiliate = await createUser({ role: "Affiliate" });
  mobiles.push(await buy(fx, 1), await buy(fx, 2));
  // An unpaid hold is not texted.
  await reserve(fx.tour.id, fx.session.id, {
    passengers: [passenger({ vehicleId: fx.session.vehicles[0].id, seat: 3 })],
  });
});

afterEach(() => {
  delete process.env.GROUP_SMS_PRICE_TOMAN;
});

describe("POST /api/Tour/{tourId}/sendSms", () => {
  it("texts every paid passenger once, through the job, free while the price is 0", async () => {
    const text = `یادآوری حرکت ${Date.now()}`;
    const res = await api("POST", `/api/Tour/${fx.tour.id}/sendSms`, {
      token: fx.leader.token,
      body: { message: text },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ recipients: 2, cost: 0, status: "Queued" });
    expect(await smsTo(mobiles[0], text)).toBe(0);
    expect(await deliverGroupMessage(res.body.id)).toBe(2);
    for (const m of mobiles) expect(await smsTo(m, text)).toBe(1);
    // Delivering again sends nothing twice.
    expect(await deliverGroupMessage(res.body.id)).toBe(0);
    expect(await smsTo(mobiles[0], text)).toBe(1);
    expect((await prisma.groupMessage.findUniqueOrThrow({ where: { id: res.body.id } })).status).toBe("Sent");
  });

  it("an empty wallet with a price per message is a Persian 422 and nothing is queued or sent", async () => {
    process.env.GROUP_SMS_PRICE_TOMAN = "500";
    // A new leader whose only passenger was entered offline: the wallet holds nothing.
    const f = await createSellingTour({ tourDiscounts: [] });
    const mobile = uniqueMobile();
    const added = await api("POST", `/api/tour/${f.tour.id}/passengers/offline`, {
      token: f.leader.token,
      body: {
        name: "علی",
        lastName: "نادری",
        gender: "Male",
        nationalId: passenger().nationalId,
        mobile,
        sessionId: f.session.id,
        totalPay: 1_000_000,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await balanceOf(prisma, wallet(f.leader.user.id))).toBe(0n);
    const text = `پیام بدون موجودی ${Date.now()}`;
    const before = await prisma.groupMessage.count();
    const res = await api("POST", `/api/Tour/${f.tour.id}/sendSms`, { token: f.leader.token, body: { message: text } });
    expect(res.status).toBe(422);
    expect(res.body.codes).toEqual(["wallet_insufficient"]);
    expect(res.body.errors[0]).toMatch(/کیف پول/);
    expect(await prisma.groupMessage.count()).toBe(before);
    await deliverQueuedGroupMessages();
    expect(await smsTo(mobile, text)).toBe(0);
    expect(
      await prisma.ledgerTransaction.count({
        where: {
          type: "CostOfGroupSMS",
          description: { contains: "پیامک" },
          entries: { some: { account: { userId: f.leader.user.id } } },
        },
      }),
    ).toBe(0);
  });

  it("charges price × recipients as one CostOfGroupSMS transaction", async () => {
    process.env.GROUP_SMS_PRICE_TOMAN = "500";
    await fundWallet(fx.leader.user.id, 10_000n);
    const before = await balanceOf(prisma, wallet(fx.leader.user.id));
    const res = await api("POST", `/api/Tour/${fx.tour.id}/sendSms`, {
      token: fx.leader.token,
      body: { message: "پیام با هزینه", sessionId: fx.session.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ recipients: 2, cost: 1000 });
    expect(await balanceOf(prisma, wallet(fx.leader.user.id))).toBe(before - 1000n);
    const tx = await prisma.ledgerTransaction.findUniqueOrThrow({
      where: { idempotencyKey: `group-sms:${res.body.id}` },
    });
    expect(tx.type).toBe("CostOfGroupSMS");
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("refuses bad input, a session of no passengers, another leader's tour and other roles", async () => {
    expect(
      (await api("POST", `/api/Tour/${fx.tour.id}/sendSms`, { token: fx.leader.token, body: { message: "" } })).status,
    ).toBe(400);
    const empty = await api("POST", `/api/Tour/${fx.tour.id}/sendSms`, {
      token: fx.leader.token,
      body: { message: "سلام", sessionId: fx.tour.sessions[1].id },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.codes).toEqual(["no_recipients"]);
    expect(
      (await api("POST", `/api/Tour/${fx.tour.id}/sendSms`, { token: other.token, body: { message: "سلام" } })).status,
    ).toBe(404);
    expect(
      (await api("POST", `/api/Tour/${fx.tour.id}/sendSms`, { token: affiliate.token, body: { message: "سلام" } }))
        .status,
    ).toBe(403);
  });

  it("sends a large group in batches, recording each message", async () => {
    const recipients = Array.from({ length: GROUP_SMS_BATCH + 7 }, () => uniqueMobile());
    const row = await prisma.groupMessage.create({
      data: { leaderId: fx.leader.user.id, kind: "Subscribers", text: "دسته‌ای", recipients },
    });
    expect(await deliverGroupMessage(row.id)).toBe(recipients.length);
    expect(await prisma.smsMessage.count({ where: { mobile: { in: recipients }, text: "دسته‌ای" } })).toBe(
      recipients.length,
    );
    expect((await prisma.groupMessage.findUniqueOrThrow({ where: { id: row.id } })).sentCount).toBe(recipients.length);
  });
});

describe("POST /api/Tour/{tourId}/survey", () => {
  it("needs an ended session; then links the vote form to its passengers", async () => {
    const early = await api("POST", `/api/Tour/${fx.tour.id}/survey`, { token: fx.leader.token, body: { survey: "" } });
    expect(early.status).toBe(422);
    expect(early.body.codes).toEqual(["tour_not_ended"]);
    // Let the first session end.
    await prisma.tourSession.update({
      where: { id: fx.session.id },
      data: { startTime: new Date(Date.now() - 3 * 86_400_000), endTime: new Date(Date.now() - 86_400_000) },
    });
    const res = await api("POST", `/api/Tour/${fx.tour.id}/survey`, {
      token: fx.leader.token,
      body: { survey: "با سپاس" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.recipients).toBe(2);
    await deliverGroupMessage(res.body.id);
    const sms = await prisma.smsMessage.findFirstOrThrow({ where: { mobile: mobiles[0] }, orderBy: { id: "desc" } });
    expect(sms.text).toContain(`/${fx.leader.user.id}/tour/${fx.tour.id}#vote-title`);
    expect((await api("POST", `/api/Tour/${fx.tour.id}/survey`, { token: other.token, body: {} })).status).toBe(404);
    expect((await api("POST", `/api/Tour/${fx.tour.id}/survey`, { token: affiliate.token, body: {} })).status).toBe(
      403,
    );
    expect(
      (
        await api("POST", `/api/Tour/${fx.tour.id}/survey`, {
          token: fx.leader.token,
          body: { survey: "x".repeat(400) },
        })
      ).status,
    ).toBe(400);
  });
});
