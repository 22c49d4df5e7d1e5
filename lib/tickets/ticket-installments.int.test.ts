// The ticket answer of a ticket sold in installments (docs/installments.md): its schedule, down payment first, each
// due part past its day marked overdue and carrying its signed pay link; a paid part has none; a ticket paid at once has
// no schedule. The ticket page, /my and the receipt read these.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { payTokenValid } from "@/lib/installments/pay-token";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";

type Fixture = Awaited<ReturnType<typeof createSellingTour>>;
let fx: Fixture;

async function paidTicket() {
  const res = await reserve(fx.tour.id, fx.session.id, {
    passengers: [passenger({ vehicleId: fx.session.vehicles[0].id })],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  return prisma.reservation.findUniqueOrThrow({ where: { trackingId: res.body.trackingId } });
}

const ticketOf = (r: { buyerMobile: string; trackingId: string }) =>
  api("GET", `/api/tour/ticket/${r.buyerMobile}/${r.trackingId}`);

beforeAll(async () => {
  fx = await createSellingTour({
    tourDiscounts: [],
    sessions: [
      sessionInput(60, { vehicles: [{ vehicleType: "TouristBus", busPassengersCanChooseTheirSeat: false, price: 0 }] }),
    ],
  });
});

describe("the ticket answer's installments", () => {
  it("lists the schedule with overdue marks and a signed pay link on each due part only", async () => {
    const r = await paidTicket();
    const day = 86_400_000;
    await prisma.reservationInstallment.createMany({
      data: [
        { reservationId: r.id, sequence: 0, amount: 600_000n, dueAt: new Date(), status: "Paid", paidAt: new Date() },
        { reservationId: r.id, sequence: 1, amount: 700_000n, dueAt: new Date(Date.now() - day) },
        { reservationId: r.id, sequence: 2, amount: 700_000n, dueAt: new Date(Date.now() + 20 * day) },
      ],
    });
    const res = await ticketOf(r);
    expect(res.status).toBe(200);
    const [down, first, second] = res.body.installments;
    expect(down).toMatchObject({ sequence: 0, amount: 600_000, status: "Paid", overdue: false, payUrl: null });
    expect(first).toMatchObject({ sequence: 1, amount: 700_000, status: "Due", overdue: true });
    expect(second).toMatchObject({ sequence: 2, status: "Due", overdue: false });
    for (const part of [first, second]) {
      // A path: the ticket page on a sale website keeps its pay link on the site.
      expect(part.payUrl).toMatch(/^\/api\/installments\//);
      const link = new URL(part.payUrl, "http://localhost");
      expect(link.pathname).toBe(`/api/installments/${part.id}/pay`);
      expect(payTokenValid(part.id, link.searchParams.get("token")!)).toBe(true);
      // One installment's token pays no other.
      expect(payTokenValid(part.id === first.id ? second.id : first.id, link.searchParams.get("token")!)).toBe(false);
    }
    await prisma.reservationInstallment.updateMany({
      where: { reservationId: r.id, sequence: 1 },
      data: { status: "Paid", paidAt: new Date() },
    });
    const after = (await ticketOf(r)).body.installments;
    expect(after[1]).toMatchObject({ status: "Paid", overdue: false, payUrl: null });
    expect(after[2].payUrl).toBe(second.payUrl);
  });

  it("answers an empty schedule for a ticket paid at once", async () => {
    const r = await paidTicket();
    expect((await ticketOf(r)).body.installments).toEqual([]);
  });
});
