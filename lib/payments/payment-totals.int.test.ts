// The operator's payments list without a term or dates takes its totals from PaymentTotal, kept by deferred triggers on
// Payment in the payment's own transaction (issue 33): after concurrent payments, status changes, a rolled-back write
// and a delete, every (method, status) pair's kept count and toman equal the payments', and so do the list's totals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { MAX_PAGED_ROWS, PAGE_TOO_DEEP_MESSAGE } from "@/lib/http/paging";
import { createTestBill, registerTestPurpose, type TestPurpose } from "./testing/fixtures";

let purpose: TestPurpose;
let leader: Awaited<ReturnType<typeof createUser>>;
let operator: Awaited<ReturnType<typeof createUser>>;
let accountant: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  purpose = registerTestPurpose();
  [leader, operator, accountant] = await Promise.all([
    createUser({ role: "Leader" }),
    createUser({ role: "Operator" }),
    createUser({ role: "Accountant" }),
  ]);
});
afterAll(() => purpose.restore());

type Pair = { method: string; status: string; count: number; amount: number };
const byPair = (rows: Pair[]) =>
  rows.map((r) => `${r.method}/${r.status}: ${r.count} × ${r.amount}`).sort((a, b) => a.localeCompare(b));
const counted = async () =>
  byPair(
    await prisma.$queryRaw<
      Pair[]
    >`SELECT method::text, status::text, count(*)::int AS count, sum(amount)::float8 AS amount
      FROM "Payment" GROUP BY 1, 2`,
  );
const kept = async () =>
  byPair(
    await prisma.$queryRaw<
      Pair[]
    >`SELECT method::text, status::text, sum(count)::int AS count, sum(amount)::float8 AS amount
      FROM "PaymentTotal" GROUP BY 1, 2 HAVING sum(count) <> 0`,
  );
const search = (query: string) => api("GET", `/api/Operator/SearchPayments?${query}`, { token: operator.token });

describe("the payments' kept totals (PaymentTotal)", () => {
  it("equal the payments' count and toman after concurrent payments, status changes, a rollback and a delete", async () => {
    // 32 bills at once (two per slot), amounts that differ so a lost or doubled row shows in the toman.
    const bills = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        createTestBill(purpose, {
          beneficiaryId: leader.user.id,
          method: i % 3 === 0 ? "C2C" : "Online",
          amount: BigInt(100_000 + i * 1_001),
        }),
      ),
    );
    // Then every one changes state at once, each in its own transaction: verified, failed, or a card-to-card code sent.
    await Promise.all(
      bills.map(({ paymentId }, i) =>
        prisma.$transaction(async (tx) => {
          const status = i % 3 === 0 ? "PendingConfirmation" : i % 2 ? "Verified" : "Failed";
          await tx.payment.update({ where: { id: paymentId }, data: { status } });
          // A second change in the same transaction: the totals take both, in order.
          if (i % 4 === 0) await tx.payment.update({ where: { id: paymentId }, data: { amount: { increment: 7n } } });
        }),
      ),
    );
    // A write rolled back leaves the totals as they were.
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.payment.update({ where: { id: bills[1].paymentId }, data: { status: "Cancelled", amount: 1n } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await prisma.payment.delete({ where: { id: bills[2].paymentId } });
    expect(await kept()).toEqual(await counted());
  });

  it("give the unfiltered list's count and sum, and the method and status filters' (the same as counting)", async () => {
    const all = await prisma.payment.aggregate({ _count: { _all: true }, _sum: { amount: true } });
    const list = await search("");
    expect(list.status).toBe(200);
    expect(list.body.totalItemCount).toBe(all._count._all);
    expect(list.body.totalAmount).toBe(Number(all._sum.amount));
    const waiting = await prisma.payment.aggregate({
      where: { method: "C2C", status: { in: ["Pending", "PendingConfirmation"] } },
      _count: { _all: true },
      _sum: { amount: true },
    });
    expect(waiting._count._all).toBeGreaterThan(0);
    const c2c = await search("PaymentType=C2C&Status=Pending");
    expect([c2c.body.totalItemCount, c2c.body.totalAmount]).toEqual([waiting._count._all, Number(waiting._sum.amount)]);
    // With dates the payments are counted under the filter: the same answer.
    const dated = await search("PaymentType=C2C&Status=Pending&From=2000-01-01T00:00:00Z");
    expect([dated.body.totalItemCount, dated.body.totalAmount]).toEqual([
      c2c.body.totalItemCount,
      c2c.body.totalAmount,
    ]);
  });
});

describe("deep pages", () => {
  it(`answers a page that starts before row ${MAX_PAGED_ROWS} and refuses the next with a Persian 400 naming the filters`, async () => {
    // 9 rows a page: page 556 starts at row 4,995, page 557 at row 5,004.
    const last = await search("Page=556");
    expect(last.status).toBe(200);
    const deep = await search("Page=557");
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ errors: [PAGE_TOO_DEEP_MESSAGE], codes: ["invalid_input"] });
    expect(PAGE_TOO_DEEP_MESSAGE).toMatch(/^شماره صفحه: فقط ۵٬۰۰۰ ردیف .*بازه تاریخ/);
    // A larger page size reaches the limit sooner; any list of any role is refused the same way.
    expect((await search("Page=51&PageSize=100")).status).toBe(400);
    const tours = await api("GET", "/api/Operator/SearchTours?Page=557", { token: operator.token });
    expect(tours.status).toBe(400);
    expect(tours.body.errors).toEqual([PAGE_TOO_DEEP_MESSAGE]);
    // A body's page too (the accountant's transactions of a user).
    const body = await api("POST", "/api/Transactions/GetTotalUserTransactions", {
      token: accountant.token,
      body: { userId: leader.user.id, page: 251, pageSize: 20 },
    });
    expect(body.status).toBe(400);
    expect(body.body.errors).toEqual([PAGE_TOO_DEEP_MESSAGE]);
    const shallow = await api("POST", "/api/Transactions/GetTotalUserTransactions", {
      token: accountant.token,
      body: { userId: leader.user.id, page: 250, pageSize: 20 },
    });
    expect(shallow.status).toBe(200);
  });
});
