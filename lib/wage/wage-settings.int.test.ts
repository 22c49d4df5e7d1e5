// Leader wage settings: operator-only, validated, audited, and used for the leader's next sales.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { moneyTour, paidSale } from "@/lib/wallet/testing/money-fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

let operator: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  operator = await createUser({ role: "Operator" });
});

describe("leader wage settings", () => {
  it("answers the platform defaults, then the operator's terms, which the next sale is charged with", async () => {
    const tour = await moneyTour();
    const leaderId = tour.leader.user.id;
    const first = await api("GET", `/api/LeaderWageSettings/${leaderId}`, { token: operator.token });
    expect(first.body).toMatchObject({
      userId: leaderId,
      isDefault: true,
      wageSettings: { percentWagePerPassenger: 5, maxAlowedWagePricePerPassenger: 200_000 },
    });
    const before = await paidSale(tour, 1);

    const set = await api("POST", "/api/LeaderWageSettings", {
      token: operator.token,
      body: { userId: leaderId, wageSettings: { percentWagePerPassenger: 10, maxAlowedWagePricePerPassenger: 1_000 } },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({
      isDefault: false,
      wageSettings: { percentWagePerPassenger: 10, maxAlowedWagePricePerPassenger: 1_000 },
    });
    expect(await prisma.auditLog.count({ where: { action: "user.wageSettings", targetUserId: leaderId } })).toBe(1);
    const after = await paidSale(tour, 1);

    const [old] = await prisma.passenger.findMany({ where: { reservation: { trackingId: before.trackingId } } });
    const [fresh] = await prisma.passenger.findMany({ where: { reservation: { trackingId: after.trackingId } } });
    expect(old.commission).toBe((old.paid * 5n) / 100n > 200_000n ? 200_000n : (old.paid * 5n) / 100n);
    expect(fresh.commission).toBe((fresh.paid * 10n) / 100n > 1_000n ? 1_000n : (fresh.paid * 10n) / 100n);
    expect((await api("GET", `/api/LeaderWageSettings/${leaderId}`, { token: operator.token })).body.isDefault).toBe(
      false,
    );
  });

  it("refuses bad input, other roles and users who are not leaders", async () => {
    const leader = await createUser();
    for (const wageSettings of [
      {},
      { percentWagePerPassenger: 101, maxAlowedWagePricePerPassenger: 1 },
      { percentWagePerPassenger: 5, maxAlowedWagePricePerPassenger: -1 },
      { percentWagePerPassenger: 5 },
    ]) {
      const res = await api("POST", "/api/LeaderWageSettings", {
        token: operator.token,
        body: { userId: leader.user.id, wageSettings },
      });
      expect(res.status, JSON.stringify(wageSettings)).toBe(400);
      expect(res.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await prisma.leaderWageSetting.count({ where: { leaderId: leader.user.id } })).toBe(0);
    const accountant = await createUser({ role: "Accountant" });
    const body = {
      userId: leader.user.id,
      wageSettings: { percentWagePerPassenger: 3, maxAlowedWagePricePerPassenger: 5_000 },
    };
    expect((await api("POST", "/api/LeaderWageSettings", { token: accountant.token, body })).status).toBe(403);
    expect((await api("POST", "/api/LeaderWageSettings", { token: leader.token, body })).status).toBe(403);
    expect((await api("GET", `/api/LeaderWageSettings/${leader.user.id}`, { token: leader.token })).status).toBe(403);
    const affiliate = await createUser({ role: "Affiliate" });
    expect(
      (
        await api("POST", "/api/LeaderWageSettings", {
          token: operator.token,
          body: { ...body, userId: affiliate.user.id },
        })
      ).status,
    ).toBe(404);
    expect((await api("GET", "/api/LeaderWageSettings/999999999", { token: operator.token })).status).toBe(404);
  });
});
