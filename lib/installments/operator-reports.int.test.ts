// The operator's and accountant's financial reports show a paid installment as its own type,
// «پرداخت قسط» (InstallmentPayment), linked to its ticket, besides the down payment's ticket sale.
import { expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { actOnSandbox } from "@/lib/payments/testing/fixtures";
import { passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { typeLabel } from "@/lib/wallet/labels";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { installmentPayUrl } from "./pay-token";
import { createInstallmentTour, createPlan } from "./testing/fixtures";

const pay = async (path: string) => {
  const start = await api("GET", path);
  expect(start.status, JSON.stringify(start.body)).toBe(303);
  await api("GET", await actOnSandbox(/\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1], "pay"));
};

it("lists a paid installment as «پرداخت قسط» in the turnover and the totals by type", async () => {
  const [leader, accountant, operator] = await Promise.all([
    createUser(),
    createUser({ role: "Accountant" }),
    createUser({ role: "Operator" }),
  ]);
  const plan = await createPlan(leader, { surchargePercent: 0 });
  const { tour, session } = await createInstallmentTour(leader, [plan.id]);
  const sale = await reserve(tour.id, session.id, {
    paymentMethod: "Installment",
    installmentPlanId: plan.id,
    passengers: [passenger()],
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(200);
  await pay(`/api/payment/bill/${sale.body.billId}`);
  const first = await prisma.reservationInstallment.findFirstOrThrow({
    where: { reservation: { trackingId: sale.body.trackingId }, sequence: 1 },
  });
  const link = new URL(installmentPayUrl(first.id));
  await pay(link.pathname + link.search);
  expect((await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("Paid");

  const turnover = await api("GET", `/api/Transactions/TransactionTurnOver?Resource.UserId=${leader.user.id}`, {
    token: accountant.token,
  });
  expect(turnover.status, JSON.stringify(turnover.body)).toBe(200);
  const rows = turnover.body.result as { type: string; amount: number; trackingCode: string | null }[];
  const installment = rows.filter((r) => r.type === "InstallmentPayment");
  expect(installment).toHaveLength(1);
  expect(installment[0].trackingCode).toBe(sale.body.trackingId);
  expect(installment[0].amount).toBeGreaterThan(0);
  expect(installment[0].amount).toBeLessThanOrEqual(Number(first.amount));
  expect(rows.some((r) => r.type !== installment[0].type && r.trackingCode === sale.body.trackingId)).toBe(true);

  const totals = await api("POST", "/api/Transactions/GetTotalUserTransactions", {
    token: operator.token,
    body: { userId: leader.user.id, page: 1, pageSize: 20 },
  });
  expect(totals.status, JSON.stringify(totals.body)).toBe(200);
  const byType = totals.body.byType as { type: string; count: number; amount: number }[];
  const own = byType.find((t) => t.type === "InstallmentPayment");
  expect(own).toMatchObject({ count: 1, amount: installment[0].amount });
  expect(typeLabel(own!.type)).toBe("پرداخت قسط");
  expect(await checkLedgerInvariants(prisma)).toEqual([]);
});
