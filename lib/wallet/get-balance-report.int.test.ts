import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { getBalanceReport, startOfTehranDay } from "./get-balance-report";

/** One balanced ledger transaction: the wallet gets `amount`, a platform account the opposite. */
async function movement(walletId: number, counterId: number, type: string, amount: bigint, createdAt = new Date()) {
  await prisma.ledgerTransaction.create({
    data: {
      type,
      createdAt,
      entries: {
        create: [
          { accountId: walletId, amount },
          { accountId: counterId, amount: -amount },
        ],
      },
    },
  });
}

async function walletFor(userId: number) {
  // ownerKey mirrors userId (0 for the platform's own accounts): the schema's guard against twins.
  const wallet = await prisma.ledgerAccount.create({ data: { kind: "UserWallet", userId, ownerKey: userId } });
  const cash = await prisma.ledgerAccount.upsert({
    where: { kind_ownerKey: { kind: "PlatformCash", ownerKey: 0 } },
    create: { kind: "PlatformCash", ownerKey: 0 },
    update: {},
  });
  return { wallet, cash };
}

const DAY = 86_400_000;

describe("startOfTehranDay", () => {
  it("starts the day at Tehran's midnight (UTC+03:30)", () => {
    expect(startOfTehranDay(new Date("2025-03-10T20:29:00Z")).toISOString()).toBe("2025-03-09T20:30:00.000Z");
    expect(startOfTehranDay(new Date("2025-03-10T20:31:00Z")).toISOString()).toBe("2025-03-10T20:30:00.000Z");
    expect(startOfTehranDay(new Date("2025-07-01T09:00:00Z")).toISOString()).toBe("2025-06-30T20:30:00.000Z");
  });
});

describe("GET /api/Users/Self/balance", () => {
  it("sums the wallet and the sales credited to it", async () => {
    const { user, token } = await createUser({ role: "Leader" });
    const { wallet, cash } = await walletFor(user.id);
    await movement(wallet.id, cash.id, "OnlineSales", 1_250_000n);
    await movement(wallet.id, cash.id, "CardToCardSales", 400_000n, new Date(Date.now() - 2 * DAY));
    await movement(wallet.id, cash.id, "OwnerAmountFromSales", 90_000n, new Date(Date.now() - 40 * DAY));
    await movement(wallet.id, cash.id, "Checkout", -300_000n);
    await movement(wallet.id, cash.id, "CreditCharge", 50_000n);
    // Someone else's sale is not this user's.
    const other = await createUser({ role: "Leader" });
    const otherAccounts = await walletFor(other.user.id);
    await movement(otherAccounts.wallet.id, otherAccounts.cash.id, "OnlineSales", 7_000_000n);

    const res = await api("GET", "/api/Users/Self/balance", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      balance: 1_250_000 + 400_000 + 90_000 - 300_000 + 50_000,
      // None of these lines belongs to a reservation of a session not yet ended.
      pending: 0,
      withdrawable: 1_250_000 + 400_000 + 90_000 - 300_000 + 50_000,
      passengerCount: 0,
      toursCompleted: 0,
      saleCount: 3,
      todaysSale: 1_250_000,
      totalSale: 1_250_000 + 400_000 + 90_000,
    });
  });

  it("counts a sale credited just after Tehran's midnight as today's, and one just before as yesterday's", async () => {
    const { user } = await createUser({ role: "Affiliate" });
    const { wallet, cash } = await walletFor(user.id);
    const now = new Date("2025-05-05T12:00:00Z");
    const midnight = startOfTehranDay(now);
    await movement(wallet.id, cash.id, "CreditPurchase", 10_000n, new Date(midnight.getTime() + 1000));
    await movement(wallet.id, cash.id, "CreditPurchase", 20_000n, new Date(midnight.getTime() - 1000));
    const report = await getBalanceReport(user.id, prisma, now);
    expect(report.todaysSale).toBe(10_000n);
    expect(report.totalSale).toBe(30_000n);
    expect(report.saleCount).toBe(2);
  });

  it("counts the leader's completed tours", async () => {
    const { user, token } = await createUser({ role: "Leader" });
    const past = new Date(Date.now() - 3 * DAY);
    const future = new Date(Date.now() + 3 * DAY);
    const tour = (data: Record<string, unknown>) =>
      prisma.tour.create({
        data: { leaderId: user.id, title: "تور", tourType: "SimpleTour", startTime: past, ...data },
      });
    await tour({ endTime: past });
    await tour({ endTime: future, status: "Finished" });
    await tour({ endTime: future });
    await tour({ endTime: past, isDraft: true });
    await tour({ endTime: past, deletedAt: new Date() });
    await tour({ endTime: past, status: "Cancelled" });
    const res = await api("GET", "/api/Users/Self/balance", { token });
    expect(res.body.toursCompleted).toBe(2);
    expect(res.body.passengerCount).toBe(0);
  });

  it("answers zeros for a user without a wallet", async () => {
    const { token } = await createUser({ role: "Affiliate" });
    const res = await api("GET", "/api/Users/Self/balance", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      balance: 0,
      pending: 0,
      withdrawable: 0,
      passengerCount: 0,
      toursCompleted: 0,
      saleCount: 0,
      todaysSale: 0,
      totalSale: 0,
    });
  });

  it("is for confirmed leaders and affiliates", async () => {
    const operator = await createUser({ role: "Operator" });
    expect((await api("GET", "/api/Users/Self/balance", { token: operator.token })).status).toBe(403);
    const unconfirmed = await createUser({ role: "Leader", confirmed: false });
    expect((await api("GET", "/api/Users/Self/balance", { token: unconfirmed.token })).status).toBe(403);
    expect((await api("GET", "/api/Users/Self/balance")).status).toBe(401);
  });
});
