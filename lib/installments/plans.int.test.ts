// Installment plans through the route wrapper: create, list, edit while unused, archive, delete;
// every field out of range refused with a Persian message naming it; another leader's plan is 404;
// a used plan refuses edits and deletion (409) but archives.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { createInstallmentTour, planInput as plan } from "./testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { INSTALLMENT_MESSAGES as M } from "./messages";

type User = Awaited<ReturnType<typeof createUser>>;
let leader: User;
let other: User;
let traveller: User;

const create = (user: User, overrides: Record<string, unknown> = {}) =>
  api("POST", "/api/installment-plans", { token: user.token, body: plan(overrides) });

beforeAll(async () => {
  [leader, other, traveller] = await Promise.all([createUser(), createUser(), createUser({ role: "Affiliate" })]);
});

describe("installment plans", () => {
  it("creates, lists and edits a leader's own plan", async () => {
    const res = await create(leader);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), ...plan(), archived: false, usedCount: 0 });
    const list = await api("GET", "/api/installment-plans", { token: leader.token });
    expect(list.body.result.map((p: { id: number }) => p.id)).toContain(res.body.id);
    const edited = await api("PUT", `/api/installment-plans/${res.body.id}`, {
      token: leader.token,
      body: plan({
        name: "چهار قسط",
        installmentCount: 3,
        dueDaysAfterPurchase: [7, 14, 21],
        surchargePercent: undefined,
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "چهار قسط", installmentCount: 3, surchargePercent: 0 });
  });

  it("refuses every field out of range with a Persian message naming it, writing nothing", async () => {
    const before = await prisma.installmentPlan.count({ where: { leaderId: leader.user.id } });
    const cases: [Record<string, unknown>, string][] = [
      [{ downPaymentPercent: 0 }, `درصد پیش‌پرداخت: ${M.downPaymentRange}`],
      [{ downPaymentPercent: 100 }, `درصد پیش‌پرداخت: ${M.downPaymentRange}`],
      [{ downPaymentPercent: 12.5 }, `درصد پیش‌پرداخت: ${M.downPaymentRange}`],
      [{ name: "ا" }, `نام: ${M.nameLength}`],
      [{ name: "ب".repeat(61) }, `نام: ${M.nameLength}`],
      [{ installmentCount: 0, dueDaysAfterPurchase: [] }, `تعداد اقساط: ${M.countRange}`],
      [{ installmentCount: 13 }, `تعداد اقساط: ${M.countRange}`],
      [{ dueDaysAfterPurchase: [10] }, `سررسید اقساط (روز پس از خرید): ${M.dueDaysCount}`],
      [{ dueDaysAfterPurchase: [20, 20] }, `سررسید اقساط (روز پس از خرید): ${M.dueDaysIncreasing}`],
      [{ dueDaysAfterPurchase: [0, 20] }, `سررسید اقساط (روز پس از خرید) › ردیف ۱: ${M.dueDayRange}`],
      [{ lastDueDaysBeforeDeparture: 0 }, `فاصله آخرین سررسید تا حرکت (روز): ${M.lastDueRange}`],
      [{ surchargePercent: 51 }, `کارمزد اقساط (درصد): ${M.surchargeRange}`],
      [{ surchargePercent: -1 }, `کارمزد اقساط (درصد): ${M.surchargeRange}`],
    ];
    for (const [overrides, message] of cases) {
      const res = await create(leader, overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.errors, JSON.stringify(overrides)).toContain(message);
    }
    expect(await prisma.installmentPlan.count({ where: { leaderId: leader.user.id } })).toBe(before);
  });

  it("hides another leader's plan (404) and refuses other roles (403)", async () => {
    const mine = (await create(leader)).body;
    for (const [method, path, body] of [
      ["PUT", `/api/installment-plans/${mine.id}`, plan()],
      ["POST", `/api/installment-plans/${mine.id}/archive`, undefined],
      ["DELETE", `/api/installment-plans/${mine.id}`, undefined],
    ] as const) {
      const res = await api(method, path, { token: other.token, body });
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([M.planNotFound]);
    }
    const list = await api("GET", "/api/installment-plans", { token: other.token });
    expect(list.body.result.map((p: { id: number }) => p.id)).not.toContain(mine.id);
    expect((await api("GET", "/api/installment-plans", { token: traveller.token })).status).toBe(403);
    expect((await prisma.installmentPlan.findUniqueOrThrow({ where: { id: mine.id } })).archivedAt).toBeNull();
  });

  it("deletes an unused plan and takes it off the leader's tours", async () => {
    const p = (await create(leader)).body;
    const { tour } = await createInstallmentTour(leader, []);
    await prisma.tour.update({ where: { id: tour.id }, data: { definitionInstallmentIds: [p.id] } });
    const res = await api("DELETE", `/api/installment-plans/${p.id}`, { token: leader.token });
    expect(res.status).toBe(200);
    expect(await prisma.installmentPlan.count({ where: { id: p.id } })).toBe(0);
    expect((await prisma.tour.findUniqueOrThrow({ where: { id: tour.id } })).definitionInstallmentIds).toEqual([]);
  });

  it("refuses editing or deleting a used plan (409) and archives it", async () => {
    const p = (await create(leader)).body;
    const { tour, session } = await createInstallmentTour(leader, []);
    const sold = await reserve(tour.id, session.id, { paymentMethod: "Online", passengers: [passenger()] });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    await prisma.reservation.update({ where: { billId: sold.body.billId }, data: { installmentPlanId: p.id } });
    const edit = await api("PUT", `/api/installment-plans/${p.id}`, {
      token: leader.token,
      body: plan({ name: "تازه" }),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.errors).toEqual([M.planUsed]);
    expect((await api("DELETE", `/api/installment-plans/${p.id}`, { token: leader.token })).status).toBe(409);
    const archived = await api("POST", `/api/installment-plans/${p.id}/archive`, { token: leader.token });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ archived: true, usedCount: 1, name: plan().name });
    const again = await api("POST", `/api/installment-plans/${p.id}/archive`, { token: leader.token });
    expect(again.body.archived).toBe(true);
  });
});
