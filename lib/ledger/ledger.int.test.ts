import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { LEDGER_MESSAGES } from "@/lib/ledger/messages";
import { createUser } from "@/tests/helpers/factories";
import { operatorCredit, platformCash, wallet } from "./accounts";
import { balanceOf } from "./balance";
import { checkLedgerInvariants } from "./invariants";
import { postTransaction } from "./post-transaction";

describe("ledger", () => {
  it("posts balanced entries, creating each account once even under concurrent first use", async () => {
    const { user } = await createUser({ role: "Leader" });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postTransaction(prisma, {
          type: "CreditCharge",
          entries: [
            { account: platformCash, amount: -1000n },
            { account: wallet(user.id), amount: 1000n },
          ],
        }),
      ),
    );
    expect(results.every((r) => r.created)).toBe(true);
    expect(await prisma.ledgerAccount.count({ where: { kind: "UserWallet", userId: user.id } })).toBe(1);
    expect(await prisma.ledgerAccount.count({ where: { kind: "PlatformCash" } })).toBe(1);
    expect(await balanceOf(prisma, wallet(user.id))).toBe(20_000n);
    expect(await balanceOf(prisma, wallet(2_000_000_000))).toBe(0n);
  });

  it("an idempotency key moves money once, also when posted concurrently", async () => {
    const { user } = await createUser({ role: "Leader" });
    const key = `test:${user.id}:once`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        postTransaction(prisma, {
          type: "OnlineSales",
          idempotencyKey: key,
          entries: [
            { account: platformCash, amount: -500n },
            { account: wallet(user.id), amount: 500n },
          ],
        }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await balanceOf(prisma, wallet(user.id))).toBe(500n);
  });

  it("never takes a wallet below zero, whatever runs concurrently; the refused posting writes nothing", async () => {
    const { user } = await createUser({ role: "Affiliate" });
    await postTransaction(prisma, {
      type: "ChangeOfCredit",
      entries: [
        { account: operatorCredit, amount: -1000n },
        { account: wallet(user.id), amount: 1000n },
      ],
    });
    const transactionsBefore = await prisma.ledgerTransaction.count();
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        postTransaction(prisma, {
          type: "PaymentFromCredit",
          idempotencyKey: `test:${user.id}:debit:${i}`,
          entries: [
            { account: wallet(user.id), amount: -300n },
            { account: platformCash, amount: 300n },
          ],
        }),
      ),
    );
    const refused = attempts.filter((a) => a.status === "rejected");
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        status: 422,
        messages: [LEDGER_MESSAGES.insufficientBalance],
      });
    expect(await balanceOf(prisma, wallet(user.id))).toBe(100n);
    expect(await prisma.ledgerTransaction.count()).toBe(transactionsBefore + 3);
    expect(
      await prisma.ledgerTransaction.count({ where: { idempotencyKey: { startsWith: `test:${user.id}:debit:` } } }),
    ).toBe(3);
  });

  it("runs inside the caller's transaction: a rollback takes the posting with it", async () => {
    const { user } = await createUser({ role: "Leader" });
    await expect(
      prisma.$transaction(async (tx) => {
        await postTransaction(tx, {
          type: "OnlineSales",
          entries: [
            { account: platformCash, amount: -700n },
            { account: wallet(user.id), amount: 700n },
          ],
        });
        throw new Error("the sale failed after the posting");
      }),
    ).rejects.toThrow(/sale failed/);
    expect(await balanceOf(prisma, wallet(user.id))).toBe(0n);
  });

  it("the invariant checker finds an unbalanced transaction and a negative wallet", async () => {
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
    const { user } = await createUser({ role: "Leader" });
    const rollback = new Error("rollback");
    let found: string[] = [];
    await expect(
      prisma.$transaction(async (tx) => {
        const account = await tx.ledgerAccount.create({
          data: { kind: "UserWallet", userId: user.id, ownerKey: user.id },
        });
        const t = await tx.ledgerTransaction.create({ data: { type: "OnlineSales" } });
        await tx.ledgerEntry.create({ data: { transactionId: t.id, accountId: account.id, amount: -5n } });
        found = await checkLedgerInvariants(tx);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(found).toEqual([
      expect.stringMatching(/^transaction \d+ sums to -5$/),
      `wallet of user ${user.id} is at -5`,
    ]);
  });
});
