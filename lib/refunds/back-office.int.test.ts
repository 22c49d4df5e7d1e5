// The refunds back office: the operator's list and filters, the manual completion (20 clicks at
// once pay once), the automatic refund through the sandbox gateway and its bank status, a gateway
// without refunds, deletion (the posting reversed), and the leader-first flow.
import { describe, expect, it } from "vitest";
import { GET as refundsExcel } from "@/app/api/refunds/excel/route";
import { prisma } from "@/lib/db/client";
import { tehranWallClockMs } from "@/lib/format/date";
import { tehranToday } from "@/lib/format/tehran-time";
import { balanceOf } from "@/lib/ledger/balance";
import { platformCash, refundsPayable, wallet } from "@/lib/ledger/accounts";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { downloadXlsx, refundedSale, setUpMoneyTests } from "@/lib/wallet/testing/money-fixtures";
import { api } from "@/tests/helpers/api";
import { REFUND_OFFICE_MESSAGES as M } from "./messages";

const setup = setUpMoneyTests();

describe("refund list", () => {
  it("filters by tracking id, paid state, assignment and dates; other roles get 403", async () => {
    const r = await refundedSale(setup.fixture);
    const found = await api("GET", `/api/refunds?TrackingId=${r.trackingId.toLowerCase()}`, {
      token: setup.accountant.token,
    });
    expect(found.status).toBe(200);
    expect(found.body.result).toEqual([
      expect.objectContaining({
        id: r.refundId,
        trackingId: r.trackingId,
        state: "OperatorPending",
        assignedToOperator: true,
        isPaid: false,
        returnedAmount: Number(r.returnedAmount),
      }),
    ]);
    expect(found.body.result[0].cancelledPassengers).toHaveLength(1);
    expect(
      (await api("GET", `/api/refunds?TrackingId=${r.trackingId}&OnlyPaid=true`, { token: setup.accountant.token }))
        .body.totalItemCount,
    ).toBe(0);
    expect(
      (
        await api("GET", `/api/refunds?TrackingId=${r.trackingId}&AssignedToOperator=false`, {
          token: setup.accountant.token,
        })
      ).body.totalItemCount,
    ).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await api("GET", `/api/refunds?TrackingId=${r.trackingId}&From=${tomorrow}`, { token: setup.accountant.token }))
        .body.totalItemCount,
    ).toBe(0);
    expect((await api("GET", "/api/refunds?OnlyPaid=maybe", { token: setup.accountant.token })).status).toBe(400);
    expect((await api("GET", "/api/refunds", { token: setup.fixture.leader.token })).status).toBe(403);
    const rows = await downloadXlsx(
      refundsExcel,
      `/api/refunds/excel?TrackingId=${r.trackingId}`,
      setup.operator.token,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(r.trackingId);
    // The date column holds Tehran's wall clock at the refund's instant (a real date cell).
    const refund = await prisma.refund.findUniqueOrThrow({ where: { id: r.refundId } });
    expect(rows[1][1]).toEqual(new Date(tehranWallClockMs(refund.createdAt)));
  });
});

describe("manual completion", () => {
  it("needs a reference number; 20 concurrent completions pay once and text the traveller", async () => {
    const r = await refundedSale(setup.fixture, 2);
    const bad = await api("PUT", `/api/refunds/${r.refundId}`, {
      token: setup.accountant.token,
      body: { refNum: "", note: "x" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toContain(M.refNumRequired);
    expect(
      (await api("PUT", `/api/refunds/${r.refundId}`, { token: setup.fixture.leader.token, body: { refNum: "1" } }))
        .status,
    ).toBe(403);
    expect(
      (await api("PUT", "/api/refunds/999999999", { token: setup.accountant.token, body: { refNum: "1" } })).status,
    ).toBe(404);
    const payable = await balanceOf(prisma, refundsPayable);
    const cash = await balanceOf(prisma, platformCash);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api("PUT", `/api/refunds/${r.refundId}`, {
          token: i % 2 ? setup.operator.token : setup.accountant.token,
          body: { refNum: `BANK${i}`, note: "واریز دستی", payDate: null },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.codes[0] === "refund_already_processed")).toBe(
      true,
    );
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({
      state: "ProcessedByOperator",
      isPaid: true,
      note: "واریز دستی",
    });
    expect(payable - (await balanceOf(prisma, refundsPayable))).toBe(r.returnedAmount);
    expect((await balanceOf(prisma, platformCash)) - cash).toBe(r.returnedAmount);
    const sms = await prisma.smsMessage.findFirst({ where: { mobile: r.mobile }, orderBy: { id: "desc" } });
    expect(sms?.text).toContain(r.trackingId);
    const ticket = await api("GET", `/api/refunds/RefundInfo/${r.refundId}`, { token: setup.operator.token });
    expect(ticket.body).toMatchObject({ state: "ProcessedByOperator", refNum: expect.stringMatching(/^BANK/) });
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });
});

describe("automatic refund", () => {
  it("refunds through the sandbox gateway; the bank status completes it; concurrent clicks ask once", async () => {
    const r = await refundedSale(setup.fixture);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("PUT", `/api/refunds/${r.refundId}/auto-refund`, { token: setup.operator.token }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const started = answers.find((a) => a.status === 200)!.body;
    expect(started).toMatchObject({ autoRefundStatus: "InProgress", state: "OperatorPending" });
    expect(await prisma.sandboxRefund.count({ where: { authority: r.authority } })).toBe(1);
    const checks = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("PUT", `/api/refunds/${r.refundId}/auto-refund/status`, { token: setup.accountant.token }),
      ),
    );
    expect(checks.every((c) => c.status === 200)).toBe(true);
    const done = await api("PUT", `/api/refunds/${r.refundId}/auto-refund/status`, { token: setup.accountant.token });
    expect(done.body).toMatchObject({ bankStatus: "Done", state: "ProcessedByOperator", refNum: started.autoRefundId });
    expect(await prisma.ledgerTransaction.count({ where: { idempotencyKey: `refund:${r.refundId}:paid` } })).toBe(1);
  });

  it("answers a Persian 422 for a gateway without refunds and for a refund not paid online", async () => {
    const r = await refundedSale(setup.fixture);
    await prisma.payment.updateMany({ where: { billId: r.billId, status: "Verified" }, data: { gateway: "zarinpal" } });
    process.env.ZARINPAL_MERCHANT_ID ??= "00000000-0000-0000-0000-000000000000";
    const res = await api("PUT", `/api/refunds/${r.refundId}/auto-refund`, { token: setup.operator.token });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: [M.autoNotSupported], codes: ["auto_refund_not_supported"] });
    await prisma.payment.updateMany({ where: { billId: r.billId }, data: { status: "Cancelled" } });
    expect(
      (await api("PUT", `/api/refunds/${r.refundId}/auto-refund`, { token: setup.operator.token })).body.codes,
    ).toEqual(["auto_refund_not_online"]);
    expect(
      (await api("PUT", `/api/refunds/${r.refundId}/auto-refund/status`, { token: setup.operator.token })).body.codes,
    ).toEqual(["auto_refund_not_started"]);
    expect(
      (await api("PUT", `/api/refunds/${r.refundId}/auto-refund`, { token: setup.fixture.leader.token })).status,
    ).toBe(403);
  });
});

describe("deletion", () => {
  it("reverses the refund's posting once and leaves the lists; a paid one cannot be deleted", async () => {
    const r = await refundedSale(setup.fixture);
    const leaderBefore = await balanceOf(prisma, wallet(setup.fixture.leader.user.id));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("DELETE", `/api/refunds/delete/${r.refundId}`, { token: setup.operator.token }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(19);
    expect((await balanceOf(prisma, wallet(setup.fixture.leader.user.id))) > leaderBefore).toBe(true);
    const posted = await prisma.ledgerEntry.aggregate({
      where: {
        transaction: { idempotencyKey: { in: [`refund:${r.refundId}`, `refund:${r.refundId}:deleted`] } },
        account: { kind: "RefundsPayable" },
      },
      _sum: { amount: true },
    });
    expect(posted._sum.amount).toBe(0n);
    expect(
      (await api("GET", `/api/refunds?TrackingId=${r.trackingId}`, { token: setup.operator.token })).body
        .totalItemCount,
    ).toBe(0);

    const paid = await refundedSale(setup.fixture);
    await api("PUT", `/api/refunds/${paid.refundId}`, { token: setup.operator.token, body: { refNum: "77" } });
    const refused = await api("DELETE", `/api/refunds/delete/${paid.refundId}`, { token: setup.operator.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([M.notDeletable]);
    expect(
      (await api("DELETE", `/api/refunds/delete/${paid.refundId}`, { token: setup.fixture.leader.token })).status,
    ).toBe(403);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });
});

describe("completion and deletion at once", () => {
  it("20 operators completing and deleting one refund at once: exactly one wins, the money moves once", async () => {
    const r = await refundedSale(setup.fixture);
    const payableBefore = await balanceOf(prisma, refundsPayable);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? api("PUT", `/api/refunds/${r.refundId}`, {
              token: i % 4 === 1 ? setup.operator.token : setup.accountant.token,
              body: { refNum: `RACE${i}` },
            })
          : api("DELETE", `/api/refunds/delete/${r.refundId}`, { token: setup.operator.token }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 404, 409, 422].includes(a.status))).toBe(true);
    const row = await prisma.refund.findUniqueOrThrow({ where: { id: r.refundId } });
    const keys = (
      await prisma.ledgerTransaction.findMany({
        where: { idempotencyKey: { in: [`refund:${r.refundId}:paid`, `refund:${r.refundId}:deleted`] } },
        select: { idempotencyKey: true },
      })
    ).map((k) => k.idempotencyKey);
    expect(keys).toEqual([row.deletedAt ? `refund:${r.refundId}:deleted` : `refund:${r.refundId}:paid`]);
    if (!row.deletedAt) expect(row.state).toBe("ProcessedByOperator");
    // Either way nothing is owed to the traveller any more.
    expect(await balanceOf(prisma, refundsPayable)).toBe(payableBefore - BigInt(row.returnedAmount));
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });
});

describe("a manual completion while the gateway refunds", () => {
  it("is refused (409) while an automatic refund is claimed or under way, so the traveller is not paid twice", async () => {
    for (const status of ["Requesting", "InProgress", "Checking"] as const) {
      const r = await refundedSale(setup.fixture);
      await prisma.refund.update({ where: { id: r.refundId }, data: { autoRefundStatus: status } });
      const payable = await balanceOf(prisma, refundsPayable);
      const manual = await api("PUT", `/api/refunds/${r.refundId}`, {
        token: setup.accountant.token,
        body: { refNum: "BY-HAND-1" },
      });
      expect([manual.status, manual.body], status).toEqual([
        409,
        { errors: [M.autoInProgress], codes: ["auto_refund_in_progress"] },
      ]);
      expect(await prisma.refund.findUniqueOrThrow({ where: { id: r.refundId } })).toMatchObject({
        state: "OperatorPending",
        refNum: null,
      });
      expect(await balanceOf(prisma, refundsPayable)).toBe(payable);
    }
  });
});

describe("the pay date of a completion", () => {
  it("a day after today or before the refund was made is refused in Persian, by operator and leader alike, and moves nothing", async () => {
    const r = await refundedSale(setup.fixture);
    const leaderOwn = await refundedSale(setup.fixture);
    await prisma.refund.update({ where: { id: leaderOwn.refundId }, data: { state: "TourLeaderPending" } });
    const payable = await balanceOf(prisma, refundsPayable);
    const day = 86_400_000;
    const calls = [
      (payDate: string) =>
        api("PUT", `/api/refunds/${r.refundId}`, { token: setup.accountant.token, body: { refNum: "B1", payDate } }),
      (payDate: string) =>
        api("PUT", `/api/refunds/${setup.fixture.tour.id}/refund/${leaderOwn.refundId}`, {
          token: setup.fixture.leader.token,
          body: { refNum: "B1", payDate },
        }),
    ];
    for (const call of calls) {
      const future = await call(new Date(Date.now() + 2 * day).toISOString());
      expect([future.status, future.body]).toEqual([
        422,
        { errors: [M.payDateFuture], codes: ["refund_pay_date_invalid"] },
      ]);
      const early = await call(new Date(Date.now() - 400 * day).toISOString());
      expect([early.status, early.body]).toEqual([
        422,
        { errors: [M.payDateBeforeRefund], codes: ["refund_pay_date_invalid"] },
      ]);
    }
    expect(await balanceOf(prisma, refundsPayable)).toBe(payable);
    const states = await prisma.refund.findMany({ where: { id: { in: [r.refundId, leaderOwn.refundId] } } });
    expect(states.map((s) => [s.state, s.payDate])).toEqual(
      expect.arrayContaining([
        ["OperatorPending", null],
        ["TourLeaderPending", null],
      ]),
    );
    // Today in Tehran, as the date field sends it (midnight UTC of the picked day), is accepted.
    const today = new Date(`${tehranToday()}T00:00:00Z`).toISOString();
    for (const call of calls) expect((await call(today)).status).toBe(200);
  });
});

describe("leader-first flow", () => {
  it("a refund waiting for the leader is the leader's: the operator is refused, the leader settles it and is reimbursed", async () => {
    const r = await refundedSale(setup.fixture);
    await prisma.refund.update({ where: { id: r.refundId }, data: { state: "TourLeaderPending" } });
    const op = await api("PUT", `/api/refunds/${r.refundId}`, { token: setup.operator.token, body: { refNum: "1" } });
    expect(op.status).toBe(422);
    expect(op.body).toMatchObject({ errors: [M.assignedToLeader], codes: ["refund_assigned_to_leader"] });
    expect(
      (await api("PUT", `/api/refunds/${r.refundId}/auto-refund`, { token: setup.operator.token })).body.codes,
    ).toEqual(["refund_assigned_to_leader"]);
    expect(
      (
        await api("GET", `/api/refunds?TrackingId=${r.trackingId}&AssignedToOperator=false`, {
          token: setup.operator.token,
        })
      ).body.totalItemCount,
    ).toBe(1);
    const before = await balanceOf(prisma, wallet(setup.fixture.leader.user.id));
    const done = await api("PUT", `/api/refunds/${setup.fixture.tour.id}/refund/${r.refundId}`, {
      token: setup.fixture.leader.token,
      body: { refNum: "CASH-1" },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await balanceOf(prisma, wallet(setup.fixture.leader.user.id))) - before).toBe(r.returnedAmount);
    const listed = await api("GET", `/api/refunds?TrackingId=${r.trackingId}&OnlyPaid=true`, {
      token: setup.operator.token,
    });
    expect(listed.body.result[0]).toMatchObject({ state: "ProcessedByTourLeader", isPaid: true, refNum: "CASH-1" });
    expect((await api("DELETE", `/api/refunds/delete/${r.refundId}`, { token: setup.operator.token })).status).toBe(
      422,
    );
  });

  it("the leader cannot settle a deleted refund nor one the operator is refunding through the gateway", async () => {
    const deleted = await refundedSale(setup.fixture);
    await api("DELETE", `/api/refunds/delete/${deleted.refundId}`, { token: setup.operator.token });
    const payable = await balanceOf(prisma, refundsPayable);
    expect(
      (
        await api("PUT", `/api/refunds/${setup.fixture.tour.id}/refund/${deleted.refundId}`, {
          token: setup.fixture.leader.token,
          body: { refNum: "X" },
        })
      ).status,
    ).toBe(404);
    expect(await balanceOf(prisma, refundsPayable)).toBe(payable);
    const auto = await refundedSale(setup.fixture);
    expect(
      (await api("PUT", `/api/refunds/${auto.refundId}/auto-refund`, { token: setup.operator.token })).status,
    ).toBe(200);
    const refused = await api("PUT", `/api/refunds/${setup.fixture.tour.id}/refund/${auto.refundId}`, {
      token: setup.fixture.leader.token,
      body: { refNum: "X" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.codes).toEqual(["auto_refund_in_progress"]);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });
});
