import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { BILL_TTL_MS } from "./constants";
import { gatewayNamed, useGatewayForTests } from "./gateways/select-gateway";
import { GatewayError, type PaymentGateway } from "./gateways/types";
import { sweepPayments } from "./sweep-payments";
import {
  actOnSandbox,
  createTestBill,
  ledgerTransactionsOf,
  setUpPaymentTests,
  startSandboxPayment,
} from "./testing/fixtures";

const setup = setUpPaymentTests();

const later = (ms: number) => new Date(Date.now() + ms);
const statusOf = async (billId: string) => (await prisma.bill.findUniqueOrThrow({ where: { id: billId } })).status;

/** The sandbox with a verify that cannot reach the gateway (the outcome stays unknown). */
function unreachableVerify(): PaymentGateway {
  const real = gatewayNamed("sandbox");
  return { ...real, name: "sandbox", verify: async () => Promise.reject(new GatewayError("connect ETIMEDOUT")) };
}

describe("payment sweeper", () => {
  it("expires unpaid bills past their time and releases them once; a card-to-card bill with its code in waits for the operator", async () => {
    const online = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "Online" });
    await startSandboxPayment(online.bill.id);
    const credit = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "Credit" });
    const c2cSilent = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "C2C" });
    const c2cWaiting = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "C2C" });
    await api("POST", `/api/tour/bill/${c2cWaiting.bill.id}/complete-c2c/${c2cWaiting.paymentToken}/refId/44556677`);

    // Before their time nothing happens to them.
    await sweepPayments(new Date());
    expect(await statusOf(online.bill.id)).toBe("Pending");

    await sweepPayments(later(BILL_TTL_MS.Online + 1000));
    expect(await statusOf(online.bill.id)).toBe("Expired");
    expect(await statusOf(credit.bill.id)).toBe("Expired");
    expect(await statusOf(c2cSilent.bill.id)).toBe("Pending");
    expect(setup.purpose.released.get(online.bill.id)).toBe(1);
    expect((await prisma.payment.findMany({ where: { billId: online.bill.id } })).map((p) => p.status)).toEqual([
      "Cancelled",
    ]);

    await sweepPayments(later(BILL_TTL_MS.C2C + 1000));
    expect(await statusOf(c2cSilent.bill.id)).toBe("Expired");
    expect(await statusOf(c2cWaiting.bill.id)).toBe("Pending");
    expect(setup.purpose.released.get(online.bill.id)).toBe(1);
    expect(setup.purpose.released.get(c2cSilent.bill.id)).toBe(1);
    expect(setup.purpose.released.has(c2cWaiting.bill.id)).toBe(false);
    for (const b of [online, credit, c2cSilent]) expect(await ledgerTransactionsOf(b.bill.id)).toHaveLength(0);
  });

  it("completes a payment the payer finished at the gateway but whose callback never came, even past the bill's time", async () => {
    const { bill } = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, amount: 330_000n });
    const { authority } = await startSandboxPayment(bill.id);
    await actOnSandbox(authority, "pay"); // the browser closes here: no callback
    const pending = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id });
    await startSandboxPayment(pending.bill.id); // still on the gateway page

    await sweepPayments(later(60_000));
    expect(await statusOf(bill.id)).toBe("Pending"); // too fresh to ask about

    await sweepPayments(later(BILL_TTL_MS.Online + 60_000));
    expect(await statusOf(bill.id)).toBe("Paid");
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(1);
    expect(setup.purpose.paid.get(bill.id)).toBe(1);
    expect(await statusOf(pending.bill.id)).toBe("Expired");
    // The payer's browser coming back late changes nothing.
    await sweepPayments(later(BILL_TTL_MS.Online + 120_000));
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(1);
  });

  it("a callback that cannot reach the gateway leaves the bill pending (no 5xx); the sweeper completes it later", async () => {
    const { bill } = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id });
    const { authority } = await startSandboxPayment(bill.id);
    const callback = await actOnSandbox(authority, "pay");
    const restore = useGatewayForTests("sandbox", unreachableVerify());
    try {
      const back = await api("GET", callback);
      expect(back.status).toBe(303);
      expect(new URL(back.headers.get("location")!).searchParams.get("paymentStatus")).toBe("pending");
      expect(await statusOf(bill.id)).toBe("Pending");
      // While the gateway cannot be asked, a paid-but-unverified bill is not expired.
      await sweepPayments(later(BILL_TTL_MS.Online + 60_000));
      expect(await statusOf(bill.id)).toBe("Pending");
    } finally {
      restore();
    }
    await sweepPayments(later(3 * 60_000));
    expect(await statusOf(bill.id)).toBe("Paid");
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(1);
  });
});

describe("operator: unverified payments and completing them", () => {
  it("lists unverified online payments (operator only) and completes one the gateway says was paid", async () => {
    const { bill } = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, amount: 777_000n });
    const { authority } = await startSandboxPayment(bill.id);
    await actOnSandbox(authority, "pay");
    const payment = await prisma.payment.findUniqueOrThrow({ where: { authority } });

    expect((await api("GET", "/api/tour/bill/unverified", { token: setup.leader.token })).status).toBe(403);
    expect((await api("GET", "/api/tour/bill/unverified", { token: setup.accountant.token })).status).toBe(403);
    const list = await api("GET", "/api/tour/bill/unverified?PageSize=100", { token: setup.operator.token });
    expect(list.status).toBe(200);
    expect(list.body.result.find((r: { id: number }) => r.id === payment.id)).toMatchObject({
      billId: bill.id,
      status: "Pending",
      amount: 777_000,
      paymentType: "Online",
    });

    expect(
      (
        await api("GET", `/api/tour/bill/complete-online-payment?paymentId=${payment.id}`, {
          token: setup.leader.token,
        })
      ).status,
    ).toBe(403);
    const done = await api("GET", `/api/tour/bill/complete-online-payment?paymentId=${payment.id}`, {
      token: setup.accountant.token,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      success: true,
      paymentId: payment.id,
      billId: bill.id,
      status: "Verified",
      billStatus: "Paid",
    });
    expect(
      (
        await api("GET", `/api/tour/bill/complete-online-payment?paymentId=${payment.id}`, {
          token: setup.operator.token,
        })
      ).body.status,
    ).toBe("Verified");
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(1);
  });

  it("refuses completing a payment the payer never made, and an unknown payment", async () => {
    const { bill } = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id });
    const { authority } = await startSandboxPayment(bill.id);
    const payment = await prisma.payment.findUniqueOrThrow({ where: { authority } });
    const res = await api("GET", `/api/tour/bill/complete-online-payment?paymentId=${payment.id}`, {
      token: setup.operator.token,
    });
    expect(res.status).toBe(422);
    expect(await statusOf(bill.id)).toBe("Cancelled");
    expect(
      (await api("GET", "/api/tour/bill/complete-online-payment?paymentId=2000000000", { token: setup.operator.token }))
        .status,
    ).toBe(404);
    expect(
      (await api("GET", "/api/tour/bill/complete-online-payment?paymentId=abc", { token: setup.operator.token }))
        .status,
    ).toBe(400);
  });
});
