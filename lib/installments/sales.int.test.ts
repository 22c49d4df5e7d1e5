// A ticket sold in installments end to end through the route wrapper: the tour offers its leader's
// plans (another leader's refused), a session offers a plan only when its dates fit, the sale's bill
// is the down payment, each further installment is paid through its signed link exactly once
// (concurrent tabs, a replayed callback, a browser that never comes back), and the money moves as a
// ticket payment does.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { actOnSandbox } from "@/lib/payments/testing/fixtures";
import { sweepPayments } from "@/lib/payments/sweep-payments";
import { passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { INSTALLMENT_MESSAGES as M } from "./messages";
import { installmentPayUrl } from "./pay-token";
import { createInstallmentTour, createPlan } from "./testing/fixtures";

type User = Awaited<ReturnType<typeof createUser>>;
let leader: User;
let other: User;
let plan: { id: number };
let tour: Awaited<ReturnType<typeof createInstallmentTour>>["tour"];
const DAY = 86_400_000;

beforeAll(async () => {
  [leader, other] = await Promise.all([createUser(), createUser()]);
  plan = await createPlan(leader, { dueDaysAfterPurchase: [10, 20], lastDueDaysBeforeDeparture: 3 });
  // Sessions 40 days away (offers the plan) and 15 days away (its last due date would be 5 days after departure − 3).
  ({ tour } = await createInstallmentTour(leader, [plan.id], [40, 15]));
});

const far = () => tour.sessions[0];
const near = () => tour.sessions[1];
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

async function buy(passengers = [passenger()]) {
  const res = await reserve(tour.id, far().id, {
    paymentMethod: "installment",
    installmentPlanId: plan.id,
    passengers,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { billId: string; amount: number; trackingId: string };
}

/** Goes to the gateway through a path, pays there and follows the callback; answers the callback's answer. */
async function payThrough(path: string, action: "pay" | "cancel" = "pay") {
  const start = await api("GET", path);
  expect(start.status, JSON.stringify(start.body)).toBe(303);
  const authority = /\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1];
  const callback = await actOnSandbox(authority, action);
  return { callback, back: await api("GET", callback) };
}

const relative = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe("a tour's plans", () => {
  it("stores the leader's own plans and refuses another leader's or an archived one", async () => {
    const edit = await api("GET", `/api/Tour/${tour.id}/edit`, { token: leader.token });
    expect(edit.body.tour.definitionInstallments).toEqual([plan.id]);
    const foreign = await createPlan(other);
    const archived = await createPlan(leader);
    await api("POST", `/api/installment-plans/${archived.id}/archive`, { token: leader.token });
    for (const id of [foreign.id, archived.id, 2_000_000_000]) {
      const res = await createInstallmentTour(leader, [id]).catch((e: Error) => e);
      expect(String(res)).toContain("طرح اقساط انتخاب‌شده وجود ندارد یا بایگانی شده است");
    }
  });

  it("offers a plan only on a session whose due dates fit before departure", async () => {
    const offered = await api("GET", `/api/tour/${tour.id}/session/${far().id}/installment-plans?Amount=2500000`);
    expect(offered.status).toBe(200);
    const [p] = offered.body.result;
    expect(p).toMatchObject({ id: plan.id, surchargePercent: 5, total: 2_625_000, downPayment: 787_500 });
    expect(p.installments.map((i: { amount: number }) => i.amount)).toEqual([918_750, 918_750]);
    const closer = await api("GET", `/api/tour/${tour.id}/session/${near().id}/installment-plans?Amount=2500000`);
    expect(closer.body.result).toEqual([]);
    const refused = await reserve(tour.id, near().id, {
      paymentMethod: "Installment",
      installmentPlanId: plan.id,
      passengers: [passenger()],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([M.planNotOffered]);
    const unknown = await api(
      "GET",
      `/api/tour/${tour.id}/session/${near().id + 100000}/installment-plans?Amount=2500000`,
    );
    expect(unknown.status).toBe(404);
  });
});

describe("buying in installments", () => {
  it("bills the down payment, writes the schedule and issues the ticket when it is paid", async () => {
    const placesBefore = (await prisma.tourSession.findUniqueOrThrow({ where: { id: far().id } })).bookedCount;
    const sale = await buy([passenger(), passenger({ ageGroup: "Child" })]);
    // 2,500,000 + 1,800,000, +5 % = 4,515,000; 30 % down.
    expect(sale.amount).toBe(1_354_500);
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: far().id } })).bookedCount).toBe(
      placesBefore + 2,
    );
    const reservation = await prisma.reservation.findUniqueOrThrow({
      where: { billId: sale.billId },
      include: { installments: { orderBy: { sequence: "asc" } }, passengers: { orderBy: { id: "asc" } } },
    });
    expect(reservation.installmentPlanId).toBe(plan.id);
    expect(reservation.installments.map((i) => [i.sequence, i.amount, i.status])).toEqual([
      [0, 1_354_500n, "Due"],
      [1, 1_580_250n, "Due"],
      [2, 1_580_250n, "Due"],
    ]);
    expect(sum(reservation.passengers.map((p) => p.paid))).toBe(1_354_500n);
    const commission = sum(reservation.passengers.map((p) => p.commission));
    expect(sum(reservation.installments.map((i) => i.commission))).toBeGreaterThanOrEqual(commission);
    const due = reservation.installments[1].dueAt.getTime() - reservation.createdAt.getTime();
    expect(due).toBe(10 * DAY);

    await payThrough(`/api/payment/bill/${sale.billId}`);
    const paid = await prisma.reservationInstallment.findFirstOrThrow({
      where: { reservationId: reservation.id, sequence: 0 },
    });
    expect(paid).toMatchObject({ status: "Paid", paidVia: "Online", billId: sale.billId, openBillId: null });
    const tickets = await prisma.passenger.findMany({ where: { reservationId: reservation.id } });
    expect(tickets.every((t) => t.status === "ConfirmedPayment")).toBe(true);
    const posting = await prisma.ledgerTransaction.findUniqueOrThrow({
      where: { idempotencyKey: `bill:${sale.billId}:paid` },
      include: { entries: true },
    });
    expect(posting.type).toBe("OnlineSales");
    expect(sum(posting.entries.filter((e) => e.amount > 0n).map((e) => e.amount))).toBe(1_354_500n);
  });

  it("pays one installment through its signed link once, settling it as a ticket payment", async () => {
    const sale = await buy();
    await payThrough(`/api/payment/bill/${sale.billId}`);
    const first = await prisma.reservationInstallment.findFirstOrThrow({
      where: { reservation: { billId: sale.billId }, sequence: 1 },
    });
    const link = relative(installmentPayUrl(first.id));
    expect((await api("GET", link.replace(/token=[^&]+/, "token=forgedforgedforged"))).status).toBe(404);
    expect((await api("GET", relative(installmentPayUrl(first.id + 1_000_000)))).status).toBe(404);

    const { callback, back } = await payThrough(link);
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toContain("/tour/ticketPrint");
    const row = await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: first.id } });
    expect(row).toMatchObject({ status: "Paid", paidVia: "Online", openBillId: null });
    const bill = await prisma.bill.findUniqueOrThrow({ where: { id: row.billId! } });
    expect(bill).toMatchObject({ purpose: "ReservationInstallment", amount: row.amount, status: "Paid" });
    const posting = await prisma.ledgerTransaction.findUniqueOrThrow({
      where: { idempotencyKey: `bill:${bill.id}:paid` },
      include: { entries: { include: { account: true } } },
    });
    expect(posting.type).toBe("InstallmentPayment");
    const revenue = posting.entries.find((e) => e.account.kind === "PlatformRevenue")?.amount ?? 0n;
    expect(revenue).toBe(row.commission);
    const toLeader = posting.entries.find((e) => e.account.kind === "UserWallet")!;
    expect(toLeader.account.userId).toBe(leader.user.id);
    expect(toLeader.amount).toBe(row.amount - row.commission);
    const passengers = await prisma.passenger.findMany({ where: { reservation: { billId: sale.billId } } });
    const paidParts = await prisma.reservationInstallment.findMany({
      where: { reservation: { billId: sale.billId }, status: "Paid" },
    });
    expect(sum(passengers.map((p) => p.paid))).toBe(sum(paidParts.map((p) => p.amount)));
    expect(sum(passengers.map((p) => p.commission))).toBe(sum(paidParts.map((p) => p.commission)));

    // A replayed callback and a second visit of the link move nothing more.
    const before = await prisma.ledgerTransaction.count();
    expect((await api("GET", callback)).status).toBe(303);
    const again = await api("GET", link);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toContain("/tour/ticketPrint");
    expect(await prisma.ledgerTransaction.count()).toBe(before);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("brings a buyer who paid from the link on the leader's sale website back to the ticket on that site", async () => {
    const subDomain = `inst-${Date.now().toString(36)}`;
    await prisma.saleWebsite.create({
      data: { userId: leader.user.id, subDomain, startsAt: new Date(), expiresAt: new Date(Date.now() + 30 * DAY) },
    });
    const host = `${subDomain}.localhost:3000`;
    const sale = await buy();
    await payThrough(`/api/payment/bill/${sale.billId}`);
    const first = await prisma.reservationInstallment.findFirstOrThrow({
      where: { reservation: { billId: sale.billId }, sequence: 1 },
    });
    const link = relative(installmentPayUrl(first.id));
    const start = await api("GET", link, { headers: { host } });
    expect(start.status, JSON.stringify(start.body)).toBe(303);
    const authority = /\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1];
    const callback = new URL(await actOnSandbox(authority, "pay"));
    expect(callback.host).toBe(host);
    const back = await api("GET", callback.pathname + callback.search, { headers: { host } });
    expect(back.status).toBe(303);
    const ticket = new URL(back.headers.get("location")!);
    expect(ticket.host).toBe(host);
    expect(ticket.pathname).toBe(`/${leader.user.id}/tour/ticketPrint`);
    // The same link clicked again on the site: the paid installment's ticket, on the site.
    const again = await api("GET", link, { headers: { host } });
    expect(new URL(again.headers.get("location")!).host).toBe(host);
  });

  it("gives two tabs the same bill: one payment pays the installment, a second captured one is owed back", async () => {
    const sale = await buy();
    await payThrough(`/api/payment/bill/${sale.billId}`);
    const inst = await prisma.reservationInstallment.findFirstOrThrow({
      where: { reservation: { billId: sale.billId }, sequence: 1 },
    });
    const link = relative(installmentPayUrl(inst.id));
    const starts = await Promise.all(Array.from({ length: 6 }, () => api("GET", link)));
    expect(starts.map((s) => s.status)).toEqual(Array(6).fill(303));
    const bills = await prisma.bill.findMany({ where: { installmentId: inst.id } });
    expect(bills, JSON.stringify(bills.map((b) => [b.id, b.status, b.createdAt, b.expiresAt]))).toHaveLength(1);
    const authorities = starts.map((s) => /\/payment\/sandbox\/([^/?]+)/.exec(s.headers.get("location")!)![1]);
    const callbacks = await Promise.all(authorities.slice(0, 2).map((a) => actOnSandbox(a, "pay")));
    await Promise.all(callbacks.map((c) => api("GET", c)));
    await sweepPayments(new Date(Date.now() + 3_600_000));
    const row = await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: inst.id } });
    expect(row.status).toBe("Paid");
    expect(row.billId).toBe(bills[0].id);
    // Both tabs were paid at the gateway: one payment pays the installment once; the other, verified by the
    // sweeper after the bill closed, is a refund row the operator pays back (docs/money.md, late payments).
    const verified = await prisma.payment.findMany({ where: { billId: bills[0].id, status: "Verified" } });
    expect(verified).toHaveLength(2);
    expect(await prisma.ledgerTransaction.count({ where: { idempotencyKey: `bill:${bills[0].id}:paid` } })).toBe(1);
    const refunds = await prisma.refund.findMany({
      where: { reservation: { billId: sale.billId }, reason: "LatePayment" },
    });
    expect(refunds.map((r) => r.returnedAmount)).toEqual([row.amount]);
    expect(verified.map((p) => p.id)).toContain(refunds[0].latePaymentId);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("completes an installment whose browser never came back, through the payment sweeper", async () => {
    const sale = await buy();
    await payThrough(`/api/payment/bill/${sale.billId}`);
    const inst = await prisma.reservationInstallment.findFirstOrThrow({
      where: { reservation: { billId: sale.billId }, sequence: 2 },
    });
    const start = await api("GET", relative(installmentPayUrl(inst.id)));
    const authority = /\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1];
    await actOnSandbox(authority, "pay"); // the callback is never followed
    expect((await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: inst.id } })).status).toBe("Due");
    await sweepPayments(new Date(Date.now() + 5 * 60_000));
    const row = await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: inst.id } });
    expect(row).toMatchObject({ status: "Paid", openBillId: null });
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("makes a new bill after the open one lapsed unpaid", async () => {
    const sale = await buy();
    await payThrough(`/api/payment/bill/${sale.billId}`);
    const inst = await prisma.reservationInstallment.findFirstOrThrow({
      where: { reservation: { billId: sale.billId }, sequence: 1 },
    });
    const link = relative(installmentPayUrl(inst.id));
    await payThrough(link, "cancel");
    const cancelled = await prisma.bill.findMany({ where: { installmentId: inst.id } });
    expect(cancelled.map((b) => b.status)).toEqual(["Cancelled"]);
    expect((await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: inst.id } })).openBillId).toBeNull();
    await payThrough(link);
    expect((await prisma.reservationInstallment.findUniqueOrThrow({ where: { id: inst.id } })).status).toBe("Paid");
    expect(await prisma.bill.count({ where: { installmentId: inst.id } })).toBe(2);
  });
});
