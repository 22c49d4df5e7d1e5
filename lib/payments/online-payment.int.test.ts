import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import SandboxGatewayPage from "@/app/payment/sandbox/[authority]/page";
import { prisma } from "@/lib/db/client";
import { balanceOf } from "@/lib/ledger/balance";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { PAYMENT_MESSAGES } from "./messages";
import {
  actOnSandbox,
  createTestBill,
  ledgerTransactionsOf,
  registerTestPurpose,
  startSandboxPayment,
  type TestPurpose,
} from "./testing/fixtures";

let purpose: TestPurpose;
let leaderId: number;

beforeAll(async () => {
  purpose = registerTestPurpose();
  leaderId = (await createUser({ role: "Leader" })).user.id;
});
afterAll(() => purpose.restore());

const receipt = (location: string | null) => new URL(location!);

describe("online payment through the sandbox gateway", () => {
  it("round trip: bill → gateway page → pay → callback → verified, paid once, one balanced ledger transaction", async () => {
    const { bill } = await createTestBill(purpose, { beneficiaryId: leaderId, amount: 1_234_000n });
    const { authority, location } = await startSandboxPayment(bill.id);
    expect(location.pathname).toBe(`/payment/sandbox/${authority}`);

    // The gateway page: Persian amount with separators, the two buttons, posting to the sandbox route.
    const html = renderToStaticMarkup(await SandboxGatewayPage({ params: Promise.resolve({ authority }) }));
    expect(html).toContain("۱٬۲۳۴٬۰۰۰ تومان");
    expect(html).toContain("پرداخت موفق");
    expect(html).toContain("انصراف");
    expect(html).toContain(`action="/api/payment/sandbox/${authority}"`);

    const callback = new URL(await actOnSandbox(authority, "pay"));
    expect(callback.pathname).toBe("/api/tour/bill/verify-payment");
    expect(callback.searchParams.get("BillId")).toBe(bill.id);
    expect(callback.searchParams.get("Authority")).toBe(authority);
    expect(callback.searchParams.get("Status")).toBe("OK");

    const back = await api("GET", callback.toString());
    expect(back.status).toBe(303);
    const to = receipt(back.headers.get("location"));
    expect(to.pathname).toBe(`/test/receipt/${bill.id}`);
    expect(to.searchParams.get("paymentStatus")).toBe("paid");

    const paid = await prisma.bill.findUniqueOrThrow({ where: { id: bill.id }, include: { payments: true } });
    expect(paid.status).toBe("Paid");
    expect(paid.paidAt).not.toBeNull();
    expect(paid.finalizedAt).not.toBeNull();
    expect(paid.payments[0]).toMatchObject({ status: "Verified", authority, gateway: "sandbox" });
    expect(paid.payments[0].refId).toMatch(/^\d+$/);
    expect(purpose.paid.get(bill.id)).toBe(1);

    const [posting] = await ledgerTransactionsOf(bill.id);
    expect(posting.type).toBe("OnlineSales");
    expect(posting.entries.reduce((sum, e) => sum + e.amount, 0n)).toBe(0n);
    expect(posting.entries.map((e) => e.amount).sort()).toEqual([-1_234_000n, 123_400n, 1_110_600n].sort());
    expect(await balanceOf(prisma, { kind: "UserWallet", userId: leaderId })).toBe(1_110_600n);

    // Paid: no second trip to the gateway; finalizable; finalize is a no-op that does not post again.
    const again = await api("GET", `/api/tour/bill/${bill.id}/payment`);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([PAYMENT_MESSAGES.alreadyPaid]);
    expect((await api("GET", `/api/tour/bill/${bill.id}/finalizable`)).body).toEqual({
      finalizable: true,
      finalized: true,
      status: "Paid",
    });
    expect((await api("POST", `/api/tour/bill/${bill.id}/finalize`)).body).toEqual({
      success: true,
      billId: bill.id,
      finalized: true,
    });
    expect(purpose.paid.get(bill.id)).toBe(1);
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(1);
    // The same callback once more (a browser refresh) answers paid and moves nothing.
    expect(
      receipt((await api("GET", callback.toString())).headers.get("location")).searchParams.get("paymentStatus"),
    ).toBe("paid");
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(1);
  });

  it("the same callback fired 50 times at once: one paid bill, one ledger transaction, every answer a redirect", async () => {
    const { bill } = await createTestBill(purpose, { beneficiaryId: leaderId, amount: 480_000n });
    const { authority } = await startSandboxPayment(bill.id, `/api/tour/bill/${bill.id}/payment`);
    const callback = await actOnSandbox(authority, "pay");

    const answers = await Promise.all(Array.from({ length: 50 }, () => api("GET", callback)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(303));
    expect(new Set(answers.map((a) => receipt(a.headers.get("location")).searchParams.get("paymentStatus")))).toEqual(
      new Set(["paid"]),
    );

    expect((await prisma.bill.findUniqueOrThrow({ where: { id: bill.id } })).status).toBe("Paid");
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(1);
    expect(await prisma.payment.count({ where: { billId: bill.id, status: "Verified" } })).toBe(1);
    expect(purpose.paid.get(bill.id)).toBe(1);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("Status=NOK (payer cancelled) cancels the bill, releases what it held and posts nothing", async () => {
    const { bill } = await createTestBill(purpose, { beneficiaryId: leaderId });
    const { authority } = await startSandboxPayment(bill.id);
    // The page's form posts url-encoded, as a browser does.
    const cancelled = await api("POST", `/api/payment/sandbox/${authority}`, {
      body: "action=cancel",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(cancelled.status).toBe(303);
    const callback = new URL(cancelled.headers.get("location")!);
    expect(callback.searchParams.get("Status")).toBe("NOK");
    expect(new URL(await actOnSandbox(authority, "pay")).searchParams.get("Status")).toBe("NOK"); // a cancelled payment stays cancelled

    const back = await api("GET", callback.toString());
    expect(back.status).toBe(303);
    expect(receipt(back.headers.get("location")).searchParams.get("paymentStatus")).toBe("failed");
    const closed = await prisma.bill.findUniqueOrThrow({ where: { id: bill.id }, include: { payments: true } });
    expect(closed.status).toBe("Cancelled");
    expect(closed.payments.map((p) => p.status)).toEqual(["Cancelled"]);
    expect(purpose.released.get(bill.id)).toBe(1);
    expect(purpose.held.has(bill.id)).toBe(false);
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(0);

    // Released once, however often the browser comes back; the bill cannot be paid any more.
    await api("GET", callback.toString());
    expect(purpose.released.get(bill.id)).toBe(1);
    const retry = await api("GET", `/api/payment/bill/${bill.id}`);
    expect(retry.status).toBe(422);
    expect(retry.body.errors).toEqual([PAYMENT_MESSAGES.cancelled]);
  });

  it("refuses a tampered amount and a forged Status=OK: the gateway's verify fails, nothing is paid", async () => {
    const { bill } = await createTestBill(purpose, { beneficiaryId: leaderId, amount: 900_000n });
    const { authority } = await startSandboxPayment(bill.id);
    // The payer got the gateway to charge less than the bill.
    await prisma.sandboxPayment.update({ where: { authority }, data: { amount: 9_000n } });
    const back = await api("GET", await actOnSandbox(authority, "pay"));
    expect(receipt(back.headers.get("location")).searchParams.get("paymentStatus")).toBe("failed");
    const after = await prisma.bill.findUniqueOrThrow({ where: { id: bill.id }, include: { payments: true } });
    expect(after.status).toBe("Cancelled");
    expect(after.payments[0].status).toBe("Failed");
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(0);
    expect(purpose.paid.has(bill.id)).toBe(false);

    // Status=OK typed into the address bar without paying at the gateway.
    const forged = await createTestBill(purpose, { beneficiaryId: leaderId });
    const start = await startSandboxPayment(forged.bill.id);
    const res = await api(
      "GET",
      `/api/tour/bill/verify-payment?BillId=${forged.bill.id}&Authority=${start.authority}&Status=OK`,
    );
    expect(receipt(res.headers.get("location")).searchParams.get("paymentStatus")).toBe("failed");
    expect((await prisma.bill.findUniqueOrThrow({ where: { id: forged.bill.id } })).status).toBe("Cancelled");
    expect(await ledgerTransactionsOf(forged.bill.id)).toHaveLength(0);
  });

  it("answers 404 for an unknown bill or an authority of another bill, 422 for an expired bill, 400 without Authority", async () => {
    expect((await api("GET", "/api/payment/bill/no-such-bill")).status).toBe(404);
    expect((await api("GET", "/api/tour/bill/no-such-bill/payment")).body.errors).toEqual([
      PAYMENT_MESSAGES.billNotFound,
    ]);

    const a = await createTestBill(purpose, { beneficiaryId: leaderId });
    const b = await createTestBill(purpose, { beneficiaryId: leaderId });
    const { authority } = await startSandboxPayment(a.bill.id);
    expect(
      (await api("GET", `/api/tour/bill/verify-payment?BillId=${b.bill.id}&Authority=${authority}&Status=OK`)).status,
    ).toBe(404);
    expect((await api("GET", `/api/tour/bill/verify-payment?BillId=${b.bill.id}`)).status).toBe(400);

    const old = await createTestBill(purpose, { beneficiaryId: leaderId, now: new Date(Date.now() - 16 * 60_000) });
    const expired = await api("GET", `/api/payment/bill/${old.bill.id}`);
    expect(expired.status).toBe(422);
    expect(expired.body.errors).toEqual([PAYMENT_MESSAGES.expired]);
    // A card-to-card bill is not sent to the gateway.
    const c2c = await createTestBill(purpose, { beneficiaryId: leaderId, method: "C2C" });
    expect((await api("GET", `/api/payment/bill/${c2c.bill.id}`)).status).toBe(422);
  });

  it("the sandbox refuses an unknown authority and an unknown action", async () => {
    const form = new FormData();
    form.set("action", "pay");
    expect((await api("POST", "/api/payment/sandbox/SNOSUCHAUTHORITY", { form })).status).toBe(404);
    const { bill } = await createTestBill(purpose, { beneficiaryId: leaderId });
    const { authority } = await startSandboxPayment(bill.id);
    const odd = new FormData();
    odd.set("action", "steal");
    expect((await api("POST", `/api/payment/sandbox/${authority}`, { form: odd })).status).toBe(400);
  });

  it("finalizable/finalize of an unpaid or unknown bill", async () => {
    const { bill } = await createTestBill(purpose, { beneficiaryId: leaderId });
    expect((await api("GET", `/api/tour/bill/${bill.id}/finalizable`)).body).toEqual({
      finalizable: false,
      finalized: false,
      status: "Pending",
    });
    const early = await api("POST", `/api/tour/bill/${bill.id}/finalize`);
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual([PAYMENT_MESSAGES.notPaidYet]);
    expect((await api("GET", "/api/tour/bill/nope/finalizable")).status).toBe(404);
    expect((await api("POST", "/api/tour/bill/nope/finalize")).status).toBe(404);
  });

  it("finalize re-runs the purchase's issuing for a paid bill not marked finalized, without moving money twice", async () => {
    const { bill } = await createTestBill(purpose, { beneficiaryId: leaderId });
    const { authority } = await startSandboxPayment(bill.id);
    await api("GET", await actOnSandbox(authority, "pay"));
    await prisma.bill.update({ where: { id: bill.id }, data: { finalizedAt: null } });
    const res = await api("POST", `/api/tour/bill/${bill.id}/finalize`);
    expect(res.status).toBe(200);
    expect(purpose.paid.get(bill.id)).toBe(2);
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(1);
    expect((await prisma.bill.findUniqueOrThrow({ where: { id: bill.id } })).finalizedAt).not.toBeNull();
  });
});
