// Wallet: balance split (pending until the session ends), charges through the gateway (idempotent
// confirmation), checkout requests (withdrawable only, double clicks), the operator's payout and
// deletion (two operators at once), transaction lists and their exports.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { tehranWallClockMs } from "@/lib/format/date";
import { balanceOf } from "@/lib/ledger/balance";
import { checkoutsPayable, operatorCredit, wallet } from "@/lib/ledger/accounts";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { WALLET_MESSAGES as M } from "./messages";
import { GET as checkoutsExcel } from "@/app/api/operator/checkouts/excel/route";
import { GET as turnoverExcel } from "@/app/api/users/self/transaction-turnover/excel/route";
import { NextRequest } from "next/server";
import { GET as reportExcel } from "@/app/api/users/self/transaction-report/excel/route";
import { GET as chargesExcel } from "@/app/api/usercharges/searchchargetransaction/excel/route";
import {
  chargeThroughSandbox,
  downloadXlsx,
  endSession,
  moneyTour,
  paidSale,
  setUpMoneyTests,
} from "./testing/money-fixtures";

const SHEBA = "IR820540102680020817909002";
const credit = (userId: number, amount: bigint) =>
  postTransaction(prisma, {
    type: "ChangeOfCredit",
    entries: [
      { account: operatorCredit, amount: -amount },
      { account: wallet(userId), amount },
    ],
  });

const setup = setUpMoneyTests();

describe("balance: withdrawable and pending", () => {
  it("keeps a session's sale money pending until the session has ended", async () => {
    const own = await moneyTour();
    const before = await api("GET", "/api/Users/Self/balance", { token: own.leader.token });
    expect(before.body).toMatchObject({ balance: 0, pending: 0, withdrawable: 0 });
    await paidSale(own, 2);
    const sold = (await api("GET", "/api/Users/Self/balance", { token: own.leader.token })).body;
    expect(sold.balance).toBeGreaterThan(0);
    expect(sold).toMatchObject({ pending: sold.balance, withdrawable: 0 });
    const refused = await api("POST", "/api/users/self/checkout", {
      token: own.leader.token,
      body: { amount: 10_000, bankAccount: SHEBA },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.codes).toEqual(["checkout_over_withdrawable"]);
    await endSession(own);
    const ended = (await api("GET", "/api/Users/Self/balance", { token: own.leader.token })).body;
    expect(ended).toMatchObject({ balance: sold.balance, pending: 0, withdrawable: sold.balance });
  });

  it("answers 403 to operators and accountants", async () => {
    expect((await api("GET", "/api/Users/Self/balance", { token: setup.operator.token })).status).toBe(403);
    expect((await api("GET", "/api/Users/Self/balance", { token: setup.accountant.token })).status).toBe(403);
  });
});

describe("wallet charge", () => {
  it("charges through the gateway; 20 concurrent confirmations post once", async () => {
    const user = await createUser({ role: "Affiliate" });
    const { query } = await chargeThroughSandbox(user.token, 150_000);
    const params = new URLSearchParams(query);
    expect(params.get("UserId")).toBe(String(user.user.id));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("GET", `/api/users/self/ConfirmChargePayment${query}`, { token: user.token }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.body.status === "paid")).toBe(true);
    expect(await balanceOf(prisma, wallet(user.user.id))).toBe(150_000n);
    expect(
      await prisma.ledgerTransaction.count({
        where: { idempotencyKey: `bill:${params.get("ChargeId")}:paid`, type: "CreditCharge" },
      }),
    ).toBe(1);
    const list = await api("GET", "/api/users/self/charges", { token: user.token });
    expect(list.body.userCharges).toEqual([
      expect.objectContaining({ chargeId: params.get("ChargeId"), amount: 150_000, status: "Confirmed" }),
    ]);
    // Charged money is the user's own: withdrawable at once.
    expect((await api("GET", "/api/Users/Self/balance", { token: user.token })).body).toMatchObject({
      withdrawable: 150_000,
      pending: 0,
    });
  });

  it("refuses less than 10,000 toman, other roles and another user's charge; a cancel is failed", async () => {
    const user = await createUser();
    const small = await api("GET", "/api/payment/charge/9999", { token: user.token });
    expect(small.status).toBe(422);
    expect(small.body.errors).toEqual([M.chargeMinimum]);
    // Issue 22: more than one gateway payment takes is refused with the Persian text, before any bill.
    for (const amount of ["999999999999999", "500000001", "99999999999999999999"]) {
      const huge = await api("GET", `/api/payment/charge/${amount}`, { token: user.token });
      expect([400, 422], amount).toContain(huge.status);
      expect(huge.body.errors, amount).toEqual(
        huge.status === 422 ? [M.chargeMaximum] : [expect.stringMatching(/^[^A-Za-z]*$/)],
      );
    }
    expect((await api("GET", "/api/payment/charge/abc", { token: user.token })).status).toBe(400);
    expect((await api("GET", "/api/payment/charge/20000", { token: setup.operator.token })).status).toBe(403);
    expect(await prisma.bill.count({ where: { purpose: "WalletCharge", beneficiaryId: user.user.id } })).toBe(0);

    const { query } = await chargeThroughSandbox(user.token, 20_000, "cancel");
    const stranger = await createUser();
    expect((await api("GET", `/api/users/self/ConfirmChargePayment${query}`, { token: stranger.token })).status).toBe(
      404,
    );
    const failed = await api("GET", `/api/users/self/ConfirmChargePayment${query}`, { token: user.token });
    expect(failed.body).toMatchObject({ status: "failed", balance: 0 });
    expect((await api("GET", "/api/users/self/charges", { token: user.token })).body.result[0].status).toBe("Rejected");
  });
});

describe("checkout requests", () => {
  it("validates amount and sheba and writes nothing on bad input", async () => {
    const user = await createUser();
    await credit(user.user.id, 100_000n);
    for (const body of [
      { amount: 50_000 },
      { amount: 50_000, bankAccount: "" },
      { amount: 50_000, bankAccount: "IR12" },
      { amount: "x", bankAccount: SHEBA },
      { bankAccount: SHEBA },
    ]) {
      const res = await api("POST", "/api/users/self/checkout", { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
    expect(
      (
        await api("POST", "/api/users/self/checkout", {
          token: user.token,
          body: { amount: 5_000, bankAccount: SHEBA },
        })
      ).body.codes,
    ).toEqual(["checkout_below_minimum"]);
    const over = await api("POST", "/api/users/self/checkout", {
      token: user.token,
      body: { amount: 100_001, bankAccount: SHEBA },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([M.checkoutOverWithdrawable(100_000n)]);
    expect(await prisma.checkout.count({ where: { userId: user.user.id } })).toBe(0);
    expect(
      (
        await api("POST", "/api/users/self/checkout", {
          token: setup.operator.token,
          body: { amount: 50_000, bankAccount: SHEBA },
        })
      ).status,
    ).toBe(403);
  });

  it("holds the money in CheckoutsPayable; 20 concurrent identical requests (double click) make one", async () => {
    const user = await createUser();
    await credit(user.user.id, 100_000n);
    const payableBefore = await balanceOf(prisma, checkoutsPayable);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("POST", "/api/users/self/checkout", { token: user.token, body: { amount: 60_000, bankAccount: SHEBA } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers[0].body).toMatchObject({ amount: 60_000, bankAccount: SHEBA, status: "InProcess", isPaid: false });
    expect(await balanceOf(prisma, wallet(user.user.id))).toBe(40_000n);
    expect((await balanceOf(prisma, checkoutsPayable)) - payableBefore).toBe(60_000n);
  });

  it("20 concurrent different requests never spend more than the wallet holds", async () => {
    const user = await createUser();
    await credit(user.user.id, 100_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api("POST", "/api/users/self/checkout", {
          token: user.token,
          body: { amount: 20_000 + i, bankAccount: SHEBA },
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    expect(ok.length).toBe(4);
    const held = ok.reduce((s, a) => s + BigInt(a.body.amount), 0n);
    expect(await balanceOf(prisma, wallet(user.user.id))).toBe(100_000n - held);
    const list = await api("GET", "/api/users/self/Checkouts?Resource.OnlyPaid=false&PageSize=2", {
      token: user.token,
    });
    expect(list.body).toMatchObject({ totalItemCount: 4, pageCount: 2, totalAmount: Number(held) });
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });
});

describe("operator checkouts", () => {
  async function requested(amount = 30_000) {
    const user = await createUser();
    await credit(user.user.id, BigInt(amount));
    const res = await api("POST", "/api/users/self/checkout", {
      token: user.token,
      body: { amount, bankAccount: SHEBA },
    });
    expect(res.status).toBe(200);
    return { user, id: res.body.id as number };
  }

  it("lists requests with filters; pays one once when 20 operators click at once; texts the user", async () => {
    const { user, id } = await requested(30_000);
    const list = await api("GET", "/api/operator/Checkouts?OnlyPaid=false&PageSize=100", {
      token: setup.accountant.token,
    });
    expect(list.body.result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          amount: 30_000,
          status: "InProcess",
          user: expect.objectContaining({ id: user.user.id }),
        }),
      ]),
    );
    expect((await api("GET", "/api/operator/Checkouts", { token: user.token })).status).toBe(403);
    const badBody = await api("PUT", `/api/operator/checkout/${id}`, {
      token: setup.operator.token,
      body: { refNum: " " },
    });
    expect(badBody.status).toBe(400);
    expect(
      (await api("PUT", `/api/operator/checkout/${id}`, { token: user.token, body: { refNum: "123" } })).status,
    ).toBe(403);
    expect(
      (await api("PUT", "/api/operator/checkout/999999999", { token: setup.operator.token, body: { refNum: "123" } }))
        .status,
    ).toBe(404);

    const cashBefore = await balanceOf(prisma, { kind: "PlatformCash" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api("PUT", `/api/operator/checkout/${id}`, {
          token: i % 2 ? setup.operator.token : setup.accountant.token,
          body: { refNum: `REF${i}`, operatorNote: "واریز شد" },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(answers.find((a) => a.status === 409)!.body.codes).toEqual(["checkout_already_paid"]);
    expect((await balanceOf(prisma, { kind: "PlatformCash" })) - cashBefore).toBe(30_000n);
    expect(await prisma.ledgerTransaction.count({ where: { idempotencyKey: `checkout:${id}:paid` } })).toBe(1);
    const sms = await prisma.smsMessage.findFirst({ where: { mobile: user.user.mobile }, orderBy: { id: "desc" } });
    expect(sms?.text).toContain("واریز شد");
    expect(await prisma.auditLog.count({ where: { action: "checkout.pay", entityId: String(id) } })).toBe(1);
    const mine = await api("GET", "/api/users/self/Checkouts?OnlyPaid=true", { token: user.token });
    expect(mine.body.result).toEqual([expect.objectContaining({ id, isPaid: true, status: "Paid" })]);
    expect((await api("DELETE", `/api/operator/checkout/delete/${id}`, { token: setup.operator.token })).status).toBe(
      409,
    );
  });

  it("deletes an unpaid request: the money goes back to the wallet, once", async () => {
    const { user, id } = await requested(25_000);
    expect(await balanceOf(prisma, wallet(user.user.id))).toBe(0n);
    expect((await api("DELETE", `/api/operator/checkout/delete/${id}`, { token: user.token })).status).toBe(403);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("DELETE", `/api/operator/checkout/delete/${id}`, { token: setup.operator.token }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await balanceOf(prisma, wallet(user.user.id))).toBe(25_000n);
    expect(
      (await api("PUT", `/api/operator/checkout/${id}`, { token: setup.operator.token, body: { refNum: "1" } })).body
        .codes,
    ).toEqual(["checkout_deleted"]);
    const list = await api("GET", "/api/operator/Checkouts?PageSize=100", { token: setup.operator.token });
    expect(list.body.result.some((c: { id: number }) => c.id === id)).toBe(false);
    expect(
      (await api("DELETE", "/api/operator/checkout/delete/999999999", { token: setup.operator.token })).status,
    ).toBe(404);
  });

  it("20 operators paying and deleting one request at once: exactly one wins and its money moves once", async () => {
    for (const round of [0, 1]) {
      const { user, id } = await requested(40_000);
      const cashBefore = await balanceOf(prisma, { kind: "PlatformCash" });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i + round) % 2
            ? api("PUT", `/api/operator/checkout/${id}`, {
                token: i % 4 < 2 ? setup.operator.token : setup.accountant.token,
                body: { refNum: `RACE${i}` },
              })
            : api("DELETE", `/api/operator/checkout/delete/${id}`, { token: setup.operator.token }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
      const row = await prisma.checkout.findUniqueOrThrow({ where: { id } });
      const keys = (
        await prisma.ledgerTransaction.findMany({
          where: { idempotencyKey: { startsWith: `checkout:${id}` } },
          select: { idempotencyKey: true },
        })
      )
        .map((k) => k.idempotencyKey)
        .sort();
      if (row.status === "Paid") {
        expect(keys).toEqual([`checkout:${id}`, `checkout:${id}:paid`]);
        expect(await balanceOf(prisma, wallet(user.user.id))).toBe(0n);
        expect((await balanceOf(prisma, { kind: "PlatformCash" })) - cashBefore).toBe(40_000n);
      } else {
        expect(row.status).toBe("Deleted");
        expect(keys).toEqual([`checkout:${id}`, `checkout:${id}:deleted`]);
        expect(await balanceOf(prisma, wallet(user.user.id))).toBe(40_000n);
        expect(await balanceOf(prisma, { kind: "PlatformCash" })).toBe(cashBefore);
      }
    }
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("counts requests in process in the admin badge and exports every matching row", async () => {
    await requested(11_000);
    const meta = await api("GET", "/api/operator/panel-meta-data", { token: setup.operator.token });
    expect(meta.body.checkoutsInProcess).toBe(await prisma.checkout.count({ where: { status: "InProcess" } }));
    const rows = await downloadXlsx(
      checkoutsExcel,
      "/api/operator/Checkouts/excel?OnlyPaid=false",
      setup.accountant.token,
    );
    expect(rows[0]).toContain("مبلغ (تومان)");
    expect(rows.length - 1).toBe(await prisma.checkout.count({ where: { status: { not: "Deleted" } } }));
    expect((await api("GET", "/api/operator/Checkouts/excel", { token: setup.fixture.leader.token })).status).toBe(403);
  });
});

describe("transactions and turnover", () => {
  it("lists the wallet's lines with tour, tracking code and running balance, filtered and paged", async () => {
    const own = await moneyTour();
    const a = await paidSale(own, 1);
    const b = await paidSale(own, 2);
    await credit(own.leader.user.id, 7_000n);
    const token = own.leader.token;
    // The turnover is every line of the wallet; the transaction report only its tours' lines (issue 22).
    const report = await api("GET", "/api/Users/Self/transaction-turnover?PageSize=10", { token });
    expect(report.status).toBe(200);
    expect(report.body.totalItemCount).toBe(3);
    const tourLines = await api("GET", "/api/Users/Self/transaction-report?PageSize=10", { token });
    expect(tourLines.body.result.map((r: { trackingCode: string }) => r.trackingCode)).toEqual([
      b.trackingId,
      a.trackingId,
    ]);
    const [last, second, first] = report.body.result;
    expect(last).toMatchObject({ type: "ChangeOfCredit", amount: 7_000, tourName: null });
    expect(second).toMatchObject({ type: "OnlineSales", trackingCode: b.trackingId, tourName: own.tour.title });
    expect(first.trackingCode).toBe(a.trackingId);
    expect(last.balance).toBe(first.amount + second.amount + 7_000);
    expect(second.balance).toBe(first.amount + second.amount);
    // A later page carries the same balances and totals as the first (the page is cut from the index before its
    // lines are linked; the balance is summed over the wallet up to each line), with or without a date filter.
    for (const from of ["", `&From=${new Date(Date.now() - 86_400_000).toISOString()}`]) {
      const page2 = await api("GET", `/api/Users/Self/transaction-turnover?PageSize=1&Page=2${from}`, { token });
      expect(page2.body).toMatchObject({ totalItemCount: 3, pageCount: 3, totalAmount: last.balance });
      expect(page2.body.result).toEqual([expect.objectContaining({ id: second.id, balance: second.balance })]);
      const page3 = await api("GET", `/api/Users/Self/transaction-turnover?PageSize=1&Page=3${from}`, { token });
      expect(page3.body.result).toEqual([expect.objectContaining({ id: first.id, balance: first.amount })]);
    }
    const byCode = await api(
      "GET",
      `/api/Users/Self/transaction-report?Resource.TourNameOrTrackingCode=${a.trackingId.toLowerCase()}`,
      { token },
    );
    expect(byCode.body.result.map((r: { trackingCode: string }) => r.trackingCode)).toEqual([a.trackingId]);
    const turnover = await api("GET", `/api/Users/Self/transaction-turnover?Resource.TrackingCode=${b.trackingId}`, {
      token,
    });
    expect(turnover.body.result).toEqual([
      expect.objectContaining({ trackingCode: b.trackingId, balance: second.balance }),
    ]);
    const future = await api(
      "GET",
      `/api/Users/Self/transaction-report?From=${new Date(Date.now() + 86_400_000).toISOString()}`,
      { token },
    );
    expect(future.body.totalItemCount).toBe(0);
    expect((await api("GET", "/api/Users/Self/transaction-report?From=notadate", { token })).status).toBe(400);
    const latest = await api("GET", "/api/Users/Self/transactions", { token });
    expect(latest.body.result).toHaveLength(3);
    expect((await api("GET", "/api/Users/Self/transactions", { token: setup.operator.token })).status).toBe(403);

    // Operators read any user's turnover and totals.
    const op = await api("GET", `/api/Transactions/TransactionTurnOver?Resource.UserId=${own.leader.user.id}`, {
      token: setup.accountant.token,
    });
    expect(op.body.result.map((r: { id: number }) => r.id)).toEqual(
      report.body.result.map((r: { id: number }) => r.id),
    );
    expect((await api("GET", "/api/Transactions/TransactionTurnOver", { token: setup.accountant.token })).status).toBe(
      400,
    );
    expect(
      (await api("GET", "/api/Transactions/TransactionTurnOver?UserId=999999999", { token: setup.accountant.token }))
        .status,
    ).toBe(404);
    expect(
      (await api("GET", `/api/Transactions/TransactionTurnOver?UserId=${own.leader.user.id}`, { token })).status,
    ).toBe(403);
    const totals = await api("POST", "/api/Transactions/GetTotalUserTransactions", {
      token: setup.operator.token,
      body: { userId: own.leader.user.id, page: 1, pageSize: 2 },
    });
    expect(totals.body).toMatchObject({
      user: { id: own.leader.user.id },
      balance: last.balance,
      totalItemCount: 3,
      pageCount: 2,
    });
    expect(totals.body.byType).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: "OnlineSales", count: 2 })]),
    );
    expect(
      (await api("POST", "/api/Transactions/GetTotalUserTransactions", { token: setup.operator.token, body: {} }))
        .status,
    ).toBe(400);

    const rows = await downloadXlsx(turnoverExcel, "/api/Users/Self/transaction-turnover/excel", token);
    expect(rows.length - 1).toBe(3);
    // «ردیف» numbers the file's rows; each date is followed by its Jalali text; the balance is last.
    expect(rows.slice(1).map((r) => r[0])).toEqual([1, 2, 3]);
    expect(rows[0].slice(1, 3)).toEqual(["تاریخ", "تاریخ (شمسی)"]);
    expect(rows[1][2]).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);
    expect(rows[3][8]).toBe(last.balance);
    const reportRows = await downloadXlsx(reportExcel, "/api/Users/Self/transaction-report/excel", token);
    expect(reportRows.slice(1).map((r) => r[6])).toEqual([a.trackingId, b.trackingId]);
    const names = await Promise.all(
      [
        [turnoverExcel, "/api/Users/Self/transaction-turnover/excel"],
        [reportExcel, "/api/Users/Self/transaction-report/excel"],
      ].map(async ([handler, url]) => {
        const res = await (handler as typeof turnoverExcel)(
          new NextRequest(new URL(url as string, "http://localhost:3000"), {
            headers: { authorization: `Bearer ${token}` },
          }),
          { params: Promise.resolve({}) },
        );
        await res.arrayBuffer();
        return res.headers.get("content-disposition");
      }),
    );
    expect(names[0]).toContain("turnover-");
    expect(names[1]).toContain("transaction-report-");
  });

  it("searches charges and sale-website payments for operators", async () => {
    const user = await createUser();
    const { query } = await chargeThroughSandbox(user.token, 33_000);
    await api("GET", `/api/users/self/ConfirmChargePayment${query}`, { token: user.token });
    const found = await api(
      "GET",
      `/api/UserCharges/SearchChargeTransaction?Resource.Term=${user.user.mobile}&Resource.Status=Confirmed`,
      { token: setup.accountant.token },
    );
    expect(found.body).toMatchObject({ totalItemCount: 1, totalAmount: 33_000 });
    expect(
      (
        await api("GET", `/api/UserCharges/SearchChargeTransaction?Status=Rejected&Term=${user.user.mobile}`, {
          token: setup.accountant.token,
        })
      ).body.totalItemCount,
    ).toBe(0);
    expect(
      (await api("GET", "/api/UserCharges/SearchChargeTransaction?Status=Nope", { token: setup.accountant.token }))
        .status,
    ).toBe(400);
    expect((await api("GET", "/api/UserCharges/SearchChargeTransaction", { token: user.token })).status).toBe(403);
    const recent = await api("GET", "/api/operator/users/charges?PageSize=100", { token: setup.operator.token });
    expect(recent.body.result.some((c: { payerMobile: string }) => c.payerMobile === user.user.mobile)).toBe(true);
    const site = await api("GET", "/api/Transactions/SalesWebsiteTransactions", { token: setup.operator.token });
    expect(site.status).toBe(200);
    expect(site.body).toMatchObject({ totalAmount: expect.any(Number) });
    const objects = await api("GET", "/api/Operator/TourObjectPurchases", { token: setup.operator.token });
    expect(objects.status).toBe(200);
    expect((await api("GET", "/api/Operator/TourObjectPurchases", { token: setup.accountant.token })).status).toBe(403);
    const rows = await downloadXlsx(
      chargesExcel,
      `/api/UserCharges/SearchChargeTransaction/excel?Term=${user.user.mobile}`,
      setup.operator.token,
    );
    expect(rows).toHaveLength(2);
    // The date column holds Tehran's wall clock at the charge's instant (a real date cell).
    const bill = await prisma.bill.findUniqueOrThrow({ where: { id: String(rows[1][0]) } });
    expect(rows[1][1]).toEqual(new Date(tehranWallClockMs(bill.createdAt)));
  });
});
