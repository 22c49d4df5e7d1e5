import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { PAYMENT_MESSAGES } from "./messages";
import { MAX_TERM_BILLS } from "./search-payments";
import { createTestBill, registerTestPurpose, type TestPurpose } from "./testing/fixtures";

let purpose: TestPurpose;
let leader: Awaited<ReturnType<typeof createUser>>;
let operator: Awaited<ReturnType<typeof createUser>>;
let accountant: Awaited<ReturnType<typeof createUser>>;
const mobile = uniqueMobile();
const c2cIds: number[] = [];
const onlineIds: number[] = [];

beforeAll(async () => {
  purpose = registerTestPurpose();
  [leader, operator, accountant] = await Promise.all([
    createUser({ role: "Leader" }),
    createUser({ role: "Operator" }),
    createUser({ role: "Accountant" }),
  ]);
  // One payer with 7 card-to-card (4 with their code in) and 5 online payments.
  for (let i = 0; i < 7; i++) {
    const b = await createTestBill(purpose, { beneficiaryId: leader.user.id, method: "C2C", payerMobile: mobile });
    if (i < 4) await api("POST", `/api/tour/bill/${b.bill.id}/complete-c2c/${b.paymentToken}/refId/REF${i}000`);
    c2cIds.push(b.paymentId);
  }
  for (let i = 0; i < 5; i++)
    onlineIds.push(
      (await createTestBill(purpose, { beneficiaryId: leader.user.id, method: "Online", payerMobile: mobile }))
        .paymentId,
    );
});
afterAll(() => purpose.restore());

const search = (query: string, token = operator.token) =>
  api("GET", `/api/Operator/SearchPayments?${query}`, { token });
const ids = (body: { result: { id: number }[] }) => body.result.map((r) => r.id);

describe("GET /api/Operator/SearchPayments", () => {
  it("finds a tracking code, a card-to-card code and a bill id whatever the case typed (issue 22)", async () => {
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: c2cIds[1] } });
    const code = `KH${Date.now().toString(36).toUpperCase()}`;
    await prisma.bill.update({ where: { id: payment.billId }, data: { reference: code } });
    for (const term of [code, code.toLowerCase(), "ref1000", payment.billId.toUpperCase()]) {
      const found = await search(`Resource.Term=${encodeURIComponent(term)}`);
      expect(ids(found.body), term).toEqual([payment.id]);
    }
  });

  it("finds a payer's payments by mobile, newest first, 9 to a page by default", async () => {
    const first = await search(`Resource.Term=${mobile}`);
    expect(first.status).toBe(200);
    expect(first.body.totalItemCount).toBe(12);
    expect(first.body.pageCount).toBe(2);
    // The sum covers every matching payment, not just the page shown (12 × 250,000 toman).
    expect(first.body.totalAmount).toBe(3_000_000);
    expect(first.body.result).toHaveLength(9);
    const second = await search(`Resource.Term=${mobile}&Page=2`);
    expect(second.body.result).toHaveLength(3);
    const all = [...ids(first.body), ...ids(second.body)];
    expect(new Set(all).size).toBe(12);
    expect(all).toEqual([...onlineIds, ...c2cIds].sort((a, b) => b - a));
    expect(first.body.result[0]).toMatchObject({
      payerMobile: mobile,
      paymentType: "Online",
      status: "Pending",
      billStatus: "Pending",
      purpose: "ProductOrder",
    });
  });

  it("filters by type and status (Pending = waiting for someone), with the spec's and doc 3's spellings", async () => {
    const c2c = await search(`Term=${mobile}&PaymentType=C2C&PageSize=50`);
    expect(c2c.body.totalItemCount).toBe(7);
    const waiting = await search(`resource.term=${mobile}&paymentType=c2c&status=Pending`);
    expect(ids(waiting.body).sort()).toEqual(c2cIds.slice(0, 4).sort());
    expect(
      waiting.body.result.every((r: { paymentRefCode: string | null }) => r.paymentRefCode?.startsWith("REF")),
    ).toBe(true);
    const awaitingCode = await search(`Resource.Term=${mobile}&Resource.Status=AwaitingRefCode`);
    expect(ids(awaitingCode.body).sort()).toEqual(c2cIds.slice(4).sort());
    const byRef = await search(`Resource.Term=REF2000`);
    expect(ids(byRef.body)).toEqual([c2cIds[2]]);
    expect((await search(`Term=${mobile}&PaymentType=Credit`)).body.totalItemCount).toBe(0);
    expect((await search(`Term=${mobile}&PaymentType=Cash`)).status).toBe(400);
  });

  it("filters by date range", async () => {
    const some = [c2cIds[0], c2cIds[1]];
    await prisma.payment.updateMany({
      where: { id: { in: some } },
      data: { createdAt: new Date("2020-03-10T10:00:00Z") },
    });
    const range = await search(`Term=${mobile}&From=2020-03-01T00:00:00Z&To=2020-03-31T00:00:00Z`);
    expect(ids(range.body).sort()).toEqual(some.sort());
    expect((await search(`Term=${mobile}&From=2020-04-01T00:00:00Z`)).body.totalItemCount).toBe(10);
    expect((await search(`Term=${mobile}&From=not-a-date`)).status).toBe(400);
  });

  it("refuses a term that names more than 1,000 bills (400, Persian) and still finds one by its payer's name", async () => {
    // The bills a term names are read first on their own indexes (issue 33); a name shared by 1,001 bills is too broad.
    const name = `پرکار${Date.now().toString(36)}`;
    await prisma.bill.createMany({
      data: Array.from({ length: MAX_TERM_BILLS + 1 }, (_, i) => ({
        purpose: "WalletCharge" as const,
        amount: 10_000n,
        method: "Online" as const,
        payerMobile: "09120000000",
        payerName: `${name} ${i}`,
        beneficiaryId: leader.user.id,
        expiresAt: new Date(),
      })),
    });
    const broad = await search(`Resource.Term=${encodeURIComponent(name)}`);
    expect(broad.status).toBe(400);
    expect(broad.body).toEqual({ errors: [PAYMENT_MESSAGES.termTooBroad], codes: ["search_too_broad"] });
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: onlineIds[0] } });
    await prisma.bill.update({ where: { id: payment.billId }, data: { payerName: `یکتا ${name}x` } });
    expect(ids((await search(`Resource.Term=${encodeURIComponent(`${name}x`)}`)).body)).toEqual([payment.id]);
  });

  it("is for operators and accountants only", async () => {
    expect((await search(`Term=${mobile}`, accountant.token)).status).toBe(200);
    const denied = await search(`Term=${mobile}`, leader.token);
    expect(denied.status).toBe(403);
    expect((await api("GET", `/api/Operator/SearchPayments`)).status).toBe(401);
  });
});
