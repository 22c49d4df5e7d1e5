import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { balanceOf } from "@/lib/ledger/balance";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { LEDGER_MESSAGES } from "@/lib/ledger/messages";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { refundsPayable } from "@/lib/ledger/accounts";
import { cancelBill } from "./cancel-bill";
import { countC2cAwaitingConfirmation } from "./count-awaiting-c2c";
import { PAYMENT_MESSAGES } from "./messages";
import { createTestBill, fundWallet, ledgerTransactionsOf, setUpPaymentTests } from "./testing/fixtures";

const setup = setUpPaymentTests();

const submit = (billId: string, token: string, ref: string) =>
  api("POST", `/api/tour/bill/${billId}/complete-c2c/${token}/refId/${encodeURIComponent(ref)}`);
const decide = (paymentId: number, confirm: boolean, token: string) =>
  api("PUT", `/api/Operator/determine-c2c-payment/${paymentId}?confirm=${confirm}`, { token });
const walletOf = (userId: number) => balanceOf(prisma, { kind: "UserWallet", userId });

describe("card-to-card", () => {
  it("buyer submits the reference code, the operator confirms: paid once, one CardToCardSales posting, one SMS", async () => {
    const { bill, paymentToken, paymentId } = await createTestBill(setup.purpose, {
      beneficiaryId: setup.leader.user.id,
      method: "C2C",
      amount: 600_000n,
    });
    const before = await countC2cAwaitingConfirmation();

    expect((await submit(bill.id, "wrong-token", "123456")).status).toBe(404);
    expect((await submit(bill.id, paymentToken, "12")).status).toBe(400);
    const sent = await submit(bill.id, paymentToken, "۹۸۷۶۵۴۳۲");
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      billId: bill.id,
      paymentToken,
      status: "PendingConfirmation",
      paymentRefCode: "98765432",
    });
    expect(await countC2cAwaitingConfirmation()).toBe(before + 1);

    // Only operators and accountants decide.
    expect((await decide(paymentId, true, setup.leader.token)).status).toBe(403);
    expect((await api("PUT", `/api/Operator/determine-c2c-payment/${paymentId}?confirm=true`)).status).toBe(401);

    const first = await decide(paymentId, true, setup.operator.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      paymentId,
      status: "Confirmed",
      billStatus: "Paid",
      owedBack: false,
      message: PAYMENT_MESSAGES.c2cConfirmed,
    });
    const second = await decide(paymentId, true, setup.accountant.token);
    expect(second.body).toEqual({
      success: true,
      paymentId,
      status: "Confirmed",
      billStatus: "Paid",
      owedBack: false,
      message: PAYMENT_MESSAGES.c2cConfirmed,
    });

    const paid = await prisma.bill.findUniqueOrThrow({ where: { id: bill.id }, include: { payments: true } });
    expect(paid.status).toBe("Paid");
    expect(paid.payments[0]).toMatchObject({
      status: "Confirmed",
      decidedById: setup.operator.user.id,
      refCode: "98765432",
    });
    const postings = await ledgerTransactionsOf(bill.id);
    expect(postings).toHaveLength(1);
    expect(postings[0].type).toBe("CardToCardSales");
    expect(setup.purpose.paid.get(bill.id)).toBe(1);
    expect(await prisma.smsMessage.count({ where: { mobile: bill.payerMobile } })).toBe(1);
    expect(await countC2cAwaitingConfirmation()).toBe(before);

    // A confirmed payment cannot be rejected afterwards, nor its code changed.
    const reverse = await decide(paymentId, false, setup.operator.token);
    expect(reverse.status).toBe(409);
    expect(reverse.body.errors).toEqual([PAYMENT_MESSAGES.alreadyConfirmed]);
    expect((await submit(bill.id, paymentToken, "11112222")).status).toBe(409);
  });

  it("a bank reference pays one payment: a second payment reporting it is refused (409, Persian), and so is confirming it", async () => {
    const code = `${Date.now()}`.slice(-9);
    const a = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "C2C" });
    const b = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "C2C" });
    expect((await submit(a.bill.id, a.paymentToken, code)).status).toBe(200);
    // The same buyer may send the same code again (a double click, a corrected page).
    expect((await submit(a.bill.id, a.paymentToken, code)).status).toBe(200);
    const taken = await submit(b.bill.id, b.paymentToken, code);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ errors: [PAYMENT_MESSAGES.refCodeTaken], codes: ["ref_code_taken"] });
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: b.paymentId } })).toMatchObject({
      status: "AwaitingRefCode",
      refCode: null,
    });

    // Written past the check (a row from before the rule): the operator cannot confirm it a second time.
    await prisma.payment.update({ where: { id: b.paymentId }, data: { refCode: code, status: "PendingConfirmation" } });
    expect((await decide(a.paymentId, true, setup.operator.token)).status).toBe(200);
    const again = await decide(b.paymentId, true, setup.operator.token);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([PAYMENT_MESSAGES.refCodeTakenOperator]);
    expect(await ledgerTransactionsOf(b.bill.id)).toHaveLength(0);
  });

  it("a bank reference is one whatever the case typed: «ab12cd34» and «AB12CD34» are the same transfer", async () => {
    const code = `ab${Date.now()}`.slice(0, 12);
    const a = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "C2C" });
    const b = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "C2C" });
    const sent = await submit(a.bill.id, a.paymentToken, code);
    expect([sent.status, sent.body.paymentRefCode]).toEqual([200, code.toUpperCase()]);
    const taken = await submit(b.bill.id, b.paymentToken, code.toUpperCase());
    expect([taken.status, taken.body.codes]).toEqual([409, ["ref_code_taken"]]);
    expect(await prisma.payment.count({ where: { refCode: code.toUpperCase() } })).toBe(1);
  });

  it("one bank reference sent to two bills at once, and two such payments confirmed at once, pays one of them", async () => {
    for (let round = 0; round < 4; round++) {
      const code = `${Date.now()}${round}`.slice(-10);
      const bills = await Promise.all(
        [0, 1].map(() => createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "C2C" })),
      );
      const sent = await Promise.all(bills.map((b) => submit(b.bill.id, b.paymentToken, code)));
      expect(sent.map((s) => s.status).sort()).toEqual([200, 409]);
      expect(await prisma.payment.count({ where: { refCode: code, status: "PendingConfirmation" } })).toBe(1);

      // Rows from before the rule carry one code twice: two operators confirming them at once confirm one.
      await prisma.payment.updateMany({
        where: { id: { in: bills.map((b) => b.paymentId) } },
        data: { refCode: code, status: "PendingConfirmation" },
      });
      const decided = await Promise.all(
        bills.map((b, i) => decide(b.paymentId, true, i ? setup.operator.token : setup.accountant.token)),
      );
      expect(decided.map((d) => d.status).sort()).toEqual([200, 409]);
      expect(await prisma.payment.count({ where: { refCode: code, status: "Confirmed" } })).toBe(1);
      const postings = await Promise.all(bills.map((b) => ledgerTransactionsOf(b.bill.id)));
      expect(postings.flat()).toHaveLength(1);
    }
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("the operator rejects: the bill is cancelled and what it held released, once; confirming afterwards is refused", async () => {
    const { bill, paymentToken, paymentId } = await createTestBill(setup.purpose, {
      beneficiaryId: setup.leader.user.id,
      method: "C2C",
    });
    await submit(bill.id, paymentToken, "55554444");
    expect((await decide(paymentId, false, setup.accountant.token)).body).toEqual({
      success: true,
      paymentId,
      status: "Rejected",
      billStatus: "Cancelled",
      owedBack: false,
      message: PAYMENT_MESSAGES.c2cRejected,
    });
    expect((await decide(paymentId, false, setup.operator.token)).body).toEqual({
      success: true,
      paymentId,
      status: "Rejected",
      billStatus: "Cancelled",
      owedBack: false,
      message: PAYMENT_MESSAGES.c2cRejected,
    });
    expect((await prisma.bill.findUniqueOrThrow({ where: { id: bill.id } })).status).toBe("Cancelled");
    expect(setup.purpose.released.get(bill.id)).toBe(1);
    const confirm = await decide(paymentId, true, setup.operator.token);
    expect(confirm.status).toBe(409);
    expect(confirm.body.errors).toEqual([PAYMENT_MESSAGES.alreadyRejected]);
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(0);
  });

  it("a transfer reported for a bill its purpose cancelled stays with the operator; confirming it records the money as owed back", async () => {
    const { bill, paymentToken, paymentId } = await createTestBill(setup.purpose, {
      beneficiaryId: setup.leader.user.id,
      method: "C2C",
      amount: 420_000n,
    });
    await submit(bill.id, paymentToken, "31415926");
    expect(await prisma.$transaction((tx) => cancelBill(tx, bill.id))).toBe(true);
    expect(setup.purpose.released.get(bill.id)).toBe(1);
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("PendingConfirmation");

    const refundsBefore = await balanceOf(prisma, refundsPayable);
    const res = await decide(paymentId, true, setup.operator.token);
    expect(res.body).toEqual({
      success: true,
      paymentId,
      status: "Confirmed",
      billStatus: "Cancelled",
      owedBack: true,
      message: PAYMENT_MESSAGES.c2cOwedBack,
    });
    expect(await balanceOf(prisma, refundsPayable)).toBe(refundsBefore + 420_000n);
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(0);
    expect(setup.purpose.paid.has(bill.id)).toBe(false);
    expect(await prisma.smsMessage.count({ where: { mobile: bill.payerMobile } })).toBe(0);
    // Deciding again moves nothing.
    await decide(paymentId, true, setup.operator.token);
    expect(await balanceOf(prisma, refundsPayable)).toBe(refundsBefore + 420_000n);
  });

  it("refuses confirming before the buyer sent a code, an unknown payment and a payment that is not card-to-card", async () => {
    const { paymentId } = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "C2C" });
    const early = await decide(paymentId, true, setup.operator.token);
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual([PAYMENT_MESSAGES.refCodeMissing]);
    expect((await decide(2_000_000_000, true, setup.operator.token)).status).toBe(404);
    const online = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "Online" });
    expect((await decide(online.paymentId, true, setup.operator.token)).status).toBe(422);
    expect(
      (
        await api("PUT", `/api/Operator/determine-c2c-payment/${paymentId}?confirm=maybe`, {
          token: setup.operator.token,
        })
      ).status,
    ).toBe(400);
  });
});

describe("credit (wallet) purchase", () => {
  const buy = (billId: string, token: string, auth?: string) =>
    api("POST", `/api/tour/bill/${billId}/credit-purchase/${token}`, { token: auth });

  it("pays from the caller's wallet: one PaymentFromCredit posting; repeating it moves nothing", async () => {
    const buyer = await createUser({ role: "Affiliate" });
    await fundWallet(buyer.user.id, 500_000n);
    const leaderBefore = await walletOf(setup.leader.user.id);
    const { bill, paymentToken } = await createTestBill(setup.purpose, {
      beneficiaryId: setup.leader.user.id,
      method: "Credit",
      amount: 300_000n,
    });

    expect((await buy(bill.id, paymentToken)).status).toBe(401);
    const res = await buy(bill.id, paymentToken, buyer.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, billId: bill.id });
    expect((await buy(bill.id, paymentToken, buyer.token)).body).toEqual({ success: true, billId: bill.id });

    const postings = await ledgerTransactionsOf(bill.id);
    expect(postings).toHaveLength(1);
    expect(postings[0].type).toBe("PaymentFromCredit");
    expect(await walletOf(buyer.user.id)).toBe(200_000n);
    expect(await walletOf(setup.leader.user.id)).toBe(leaderBefore + 270_000n);
    const paid = await prisma.bill.findUniqueOrThrow({ where: { id: bill.id }, include: { payments: true } });
    expect(paid).toMatchObject({ status: "Paid", payerUserId: buyer.user.id });
    expect(paid.payments[0].status).toBe("Paid");
  });

  it("too little balance: 422 and nothing written", async () => {
    const buyer = await createUser({ role: "Affiliate" });
    await fundWallet(buyer.user.id, 100_000n);
    const { bill, paymentToken } = await createTestBill(setup.purpose, {
      beneficiaryId: setup.leader.user.id,
      method: "Credit",
      amount: 250_000n,
    });
    const transactionsBefore = await prisma.ledgerTransaction.count();

    const res = await buy(bill.id, paymentToken, buyer.token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([LEDGER_MESSAGES.insufficientBalance]);
    expect(await walletOf(buyer.user.id)).toBe(100_000n);
    expect(await ledgerTransactionsOf(bill.id)).toHaveLength(0);
    const after = await prisma.bill.findUniqueOrThrow({ where: { id: bill.id }, include: { payments: true } });
    expect(after).toMatchObject({ status: "Pending", payerUserId: null, paidAt: null });
    expect(after.payments[0].status).toBe("Pending");
    expect(setup.purpose.paid.has(bill.id)).toBe(false);
    // A worker's test files run one after another on its own database: this count is ours.
    expect(await prisma.ledgerTransaction.count()).toBe(transactionsBefore);
  });

  it("two concurrent purchases that together exceed the balance: exactly one succeeds", async () => {
    const buyer = await createUser({ role: "Affiliate" });
    await fundWallet(buyer.user.id, 200_000n);
    const bills = await Promise.all(
      [1, 2].map(() =>
        createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "Credit", amount: 150_000n }),
      ),
    );
    const answers = await Promise.all(bills.map((b) => buy(b.bill.id, b.paymentToken, buyer.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await walletOf(buyer.user.id)).toBe(50_000n);
    const statuses = await prisma.bill.findMany({
      where: { id: { in: bills.map((b) => b.bill.id) } },
      select: { status: true },
    });
    expect(statuses.map((s) => s.status).sort()).toEqual(["Paid", "Pending"]);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("a bill made for another signed-in buyer is not found; the beneficiary cannot pay its own bill; a non-credit bill is refused", async () => {
    const [owner, stranger] = await Promise.all([createUser({ role: "Affiliate" }), createUser({ role: "Affiliate" })]);
    await fundWallet(stranger.user.id, 1_000_000n);
    const mine = await createTestBill(setup.purpose, {
      beneficiaryId: setup.leader.user.id,
      method: "Credit",
      payerUserId: owner.user.id,
    });
    expect((await buy(mine.bill.id, mine.paymentToken, stranger.token)).status).toBe(404);
    await fundWallet(setup.leader.user.id, 1_000_000n);
    const own = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "Credit" });
    const refused = await buy(own.bill.id, own.paymentToken, setup.leader.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([PAYMENT_MESSAGES.ownBill]);
    const online = await createTestBill(setup.purpose, { beneficiaryId: setup.leader.user.id, method: "Online" });
    expect((await buy(online.bill.id, online.paymentToken, stranger.token)).status).toBe(422);
    expect((await buy(online.bill.id, "no-such-token", stranger.token)).status).toBe(404);
  });
});
