import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { createSellingTour, passenger, reserve } from "@/lib/reservations/testing/fixtures";

describe("GET /api/Operator/panel-meta-data", () => {
  it("counts the leaders and affiliates awaiting confirmation", async () => {
    const { token } = await createUser({ role: "Operator" });
    const before = await api("GET", "/api/Operator/panel-meta-data", { token });
    expect(before.status).toBe(200);
    expect(Object.keys(before.body).sort()).toEqual([
      "c2cPaymentsAwaitingConfirmation",
      "checkoutsInProcess",
      "leadersAwaitingConfirmation",
      "operatorRefundsInProcess",
      "sellersAwaitingConfirmation",
    ]);

    await createUser({ role: "Leader", confirmed: false });
    await createUser({ role: "Leader", confirmed: false });
    await createUser({ role: "Leader", confirmed: true });
    await createUser({ role: "Affiliate", confirmed: false });
    await createUser({ role: "Affiliate", confirmed: true });
    await createUser({ role: "Operator", confirmed: false });
    // Card-to-card payments: one waiting for the operator, the others not (yet or any more).
    const leader = await createUser({ role: "Leader" });
    const bill = await prisma.bill.create({
      data: {
        purpose: "TourReservation",
        amount: 500_000n,
        method: "C2C",
        payerMobile: "09121111111",
        beneficiaryId: leader.user.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    for (const [method, status] of [
      ["C2C", "PendingConfirmation"],
      ["C2C", "AwaitingRefCode"],
      ["C2C", "Confirmed"],
      ["Online", "Pending"],
    ] as const) {
      await prisma.payment.create({
        data: { billId: bill.id, method, status, amount: 500_000n, paymentToken: `${bill.id}-${method}-${status}` },
      });
    }

    // Refunds: one waiting for an operator's payout, one already paid out.
    const { tour, session } = await createSellingTour();
    const vehicleId = session.vehicles[0].id;
    const reserved = await reserve(tour.id, session.id, { passengers: [passenger({ vehicleId, seat: 1 })] });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
    const reservation = await prisma.reservation.findFirstOrThrow({ where: { trackingId: reserved.body.trackingId } });
    for (const state of ["OperatorPending", "ProcessedByOperator"] as const) {
      await prisma.refund.create({
        data: { tourId: tour.id, reservationId: reservation.id, penaltyPercent: 10, returnedAmount: 90_000n, state },
      });
    }

    const after = await api("GET", "/api/operator/PANEL-META-DATA", { token });
    expect(after.status).toBe(200);
    expect(after.body.leadersAwaitingConfirmation).toBe(before.body.leadersAwaitingConfirmation + 2);
    expect(after.body.sellersAwaitingConfirmation).toBe(before.body.sellersAwaitingConfirmation + 1);
    expect(after.body.c2cPaymentsAwaitingConfirmation).toBe(before.body.c2cPaymentsAwaitingConfirmation + 1);
    expect(after.body.operatorRefundsInProcess).toBe(before.body.operatorRefundsInProcess + 1);
    // Checkouts (payout requests) in process: counted by lib/wallet/wallet.int.test.ts.
    expect(after.body.checkoutsInProcess).toBe(await prisma.checkout.count({ where: { status: "InProcess" } }));
  });

  it("is open to an accountant", async () => {
    const { token } = await createUser({ role: "Accountant" });
    expect((await api("GET", "/api/Operator/panel-meta-data", { token })).status).toBe(200);
  });

  it("is refused to leaders and affiliates (403) and to anonymous callers (401)", async () => {
    const leader = await createUser({ role: "Leader" });
    const affiliate = await createUser({ role: "Affiliate" });
    const res = await api("GET", "/api/Operator/panel-meta-data", { token: leader.token });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual(["عدم دسترسی!"]);
    expect((await api("GET", "/api/Operator/panel-meta-data", { token: affiliate.token })).status).toBe(403);
    expect((await api("GET", "/api/Operator/panel-meta-data")).status).toBe(401);
  });
});
