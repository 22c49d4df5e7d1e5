import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/tests/helpers/factories";
import { recordAudit } from "./record-audit";

describe("recordAudit", () => {
  it("keeps who, what, the target and before/after as JSON (BigInt as numbers)", async () => {
    const { user: operator } = await createUser({ role: "Operator" });
    const { user: leader } = await createUser();
    const { id } = await recordAudit(prisma, {
      actorId: operator.id,
      action: "user.addCredit",
      entityType: "User",
      entityId: leader.id,
      targetUserId: leader.id,
      before: { balance: 0n },
      after: { amount: 50_000n, note: "هدیه", at: new Date("2026-01-01T00:00:00Z") },
    });
    const row = await prisma.auditLog.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      actorId: operator.id,
      action: "user.addCredit",
      entityType: "User",
      entityId: String(leader.id),
      targetUserId: leader.id,
    });
    expect(row.before).toEqual({ balance: 0 });
    expect(row.after).toEqual({ amount: 50000, note: "هدیه", at: "2026-01-01T00:00:00.000Z" });
  });

  it("rolls back with the transaction it was written in", async () => {
    const { user: leader } = await createUser();
    await expect(
      prisma.$transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: null,
          action: "user.edit",
          entityType: "User",
          entityId: leader.id,
          targetUserId: leader.id,
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await prisma.auditLog.count({ where: { targetUserId: leader.id } })).toBe(0);
  });
});
