// Test data of the tour report: tickets sold and paid through the sandbox gateway, and an offline passenger's body.
import { expect } from "vitest";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { passenger, reserve, validNationalId, type createSellingTour } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { uniqueMobile } from "@/tests/helpers/factories";

type Fixture = Awaited<ReturnType<typeof createSellingTour>>;
type Session = Fixture["tour"]["sessions"][number];

/** A ticket of one passenger per seat on the session's first vehicle, paid online; with its passengers by id. */
export async function paidSale(
  fixture: Fixture,
  seats: number[],
  extra: Record<string, unknown> = {},
  session: Session = fixture.session,
) {
  const v = session.vehicles[0];
  const res = await reserve(fixture.tour.id, session.id, {
    passengers: seats.map((seat) => passenger({ vehicleId: v.id, seat, ...extra })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  const passengers = await prisma.passenger.findMany({
    where: { reservation: { trackingId: res.body.trackingId } },
    orderBy: { id: "asc" },
  });
  return { ...res.body, passengers };
}

/** The body of POST /api/tour/{tourId}/passengers/offline: a paid-in-cash passenger on the session's first vehicle. */
export function offlineBody(session: Session, overrides: Record<string, unknown> = {}) {
  return {
    name: "رضا",
    lastName: "کریمی",
    gender: "Male",
    nationalId: validNationalId(),
    mobile: uniqueMobile(),
    totalPay: 2_000_000,
    sessionId: session.id,
    vehicleId: session.vehicles[0].id,
    description: "پرداخت نقدی",
    extraItems: [],
    ...overrides,
  };
}
