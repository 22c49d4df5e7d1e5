// QR check-in end to end through the route wrapper: the manifest, scans verified against the signed QR
// value, idempotency (a replayed offline queue), convergence of two guides (whatever order their scans
// arrive in, and at the same moment), who may check in (leader, collaborator; nobody else), a ticket of
// another session, a cancelled, an unpaid and a forged one, and the report and Excel showing boarding.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { checkInCode } from "@/lib/tickets/check-in-code";
import { exportTourPassengers } from "@/lib/tour-report/export-tour-passengers";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

type Fixture = Awaited<ReturnType<typeof createSellingTour>>;
let fx: Fixture;
let foreign: Fixture;
let collaborator: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;

const url = (sessionId = fx.session.id) => `/api/tour/check-in/${sessionId}`;
const scan = (body: unknown, token = fx.leader.token, sessionId = fx.session.id) =>
  api("POST", url(sessionId), { token, body });

async function paidTicket(fixture: Fixture, count = 1, sessionIndex = 0) {
  const session = fixture.tour.sessions[sessionIndex];
  const res = await reserve(fixture.tour.id, session.id, {
    passengers: Array.from({ length: count }, () => passenger({ vehicleId: session.vehicles[0].id })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  const reservation = await prisma.reservation.findUniqueOrThrow({
    where: { trackingId: res.body.trackingId },
    include: { passengers: { orderBy: { id: "asc" } } },
  });
  return { reservation, code: checkInCode(reservation.id), trackingId: res.body.trackingId as string };
}

// A bus without seat choice: the seat is not what check-in is about.
const bus = { vehicles: [{ vehicleType: "TouristBus", busPassengersCanChooseTheirSeat: false, price: 0 }] };

beforeAll(async () => {
  fx = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(10, bus), sessionInput(17, bus)] });
  foreign = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(10, bus)] });
  collaborator = await createUser({ role: "Affiliate" });
  stranger = await createUser();
  await prisma.tourCollaborator.create({ data: { tourId: fx.tour.id, userId: collaborator.user.id } });
});

describe("GET /api/tour/check-in/{sessionId}", () => {
  it("gives the session's passengers, vehicles, counts and per ticket only the hash of its signed QR value", async () => {
    const ticket = await paidTicket(fx, 2);
    const res = await api("GET", url(), { token: fx.leader.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sessionId: fx.session.id,
      tourId: fx.tour.id,
      vehicles: [{ id: fx.session.vehicles[0].id }],
    });
    const hash = createHash("sha256").update(ticket.code).digest("base64url");
    expect(res.body.tickets).toContainEqual({ reservationId: ticket.reservation.id, codeHash: hash });
    // The phone never receives a signed value itself, nor anything it could sign one with.
    expect(JSON.stringify(res.body)).not.toContain(ticket.code.split(".")[2]);
    const rows = res.body.passengers.filter(
      (p: { reservationId: number }) => p.reservationId === ticket.reservation.id,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ state: "active", boardedAt: null, vehicleId: fx.session.vehicles[0].id });
    const count = res.body.counts.find((c: { vehicleId: number }) => c.vehicleId === fx.session.vehicles[0].id);
    expect(count.expected).toBeGreaterThanOrEqual(2);
  });
});

describe("POST /api/tour/check-in/{sessionId}", () => {
  it("boards every passenger of the scanned ticket once; a second scan and a replayed queue change nothing", async () => {
    const ticket = await paidTicket(fx, 2);
    const first = await scan({ scans: [{ ticketCode: ticket.code }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.results[0]).toMatchObject({ outcome: "boarded", reservationId: ticket.reservation.id });
    expect(first.body.results[0].passengers.map((p: { boardedAt: string | null }) => p.boardedAt).every(Boolean)).toBe(
      true,
    );
    expect(first.body.results[0].passengers[0].boardedByName).toBe("علی رضایی");
    const rows = await prisma.checkIn.findMany({ where: { passenger: { reservationId: ticket.reservation.id } } });
    expect(rows).toHaveLength(2);

    const again = await scan({ scans: [{ ticketCode: ticket.code }] });
    expect(again.body.results[0].outcome).toBe("already");
    expect(again.body.results[0].message).toMatch(/پیش از این پذیرش شده/);
    // The offline queue sent twice (its answer was lost): the same rows, the same times.
    const replay = await scan({
      scans: [{ ticketCode: ticket.code, scannedAt: new Date().toISOString() }, { ticketCode: ticket.code }],
    });
    expect(replay.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(["already", "already"]);
    expect(await prisma.checkIn.findMany({ where: { passenger: { reservationId: ticket.reservation.id } } })).toEqual(
      rows,
    );
  });

  it("boards a passenger picked from the search, and counts boarded / expected per vehicle", async () => {
    const ticket = await paidTicket(fx, 1);
    const before = (await api("GET", url(), { token: fx.leader.token })).body.counts.find(
      (c: { vehicleId: number }) => c.vehicleId === fx.session.vehicles[0].id,
    );
    const res = await scan({ scans: [{ passengerId: ticket.reservation.passengers[0].id }] });
    expect(res.body.results[0]).toMatchObject({
      outcome: "boarded",
      passengers: [{ id: ticket.reservation.passengers[0].id }],
    });
    const after = res.body.counts.find((c: { vehicleId: number }) => c.vehicleId === fx.session.vehicles[0].id);
    expect(after).toEqual({ ...before, boarded: before.boarded + 1 });
  });

  it("flags a ticket that still owes an installment in the manifest and the scan (it boards), not once it is paid", async () => {
    const ticket = await paidTicket(fx, 1);
    const plain = await paidTicket(fx, 1);
    const reservationId = ticket.reservation.id;
    await prisma.reservationInstallment.createMany({
      data: [
        { reservationId, sequence: 0, amount: 600_000n, dueAt: new Date(), status: "Paid", paidAt: new Date() },
        { reservationId, sequence: 1, amount: 1_400_000n, dueAt: new Date(Date.now() - 86_400_000) },
      ],
    });
    const manifest = await api("GET", url(), { token: fx.leader.token });
    const flag = (id: number) =>
      manifest.body.passengers.find((p: { reservationId: number }) => p.reservationId === id).owesInstallments;
    expect(flag(reservationId)).toBe(true);
    expect(flag(plain.reservation.id)).toBe(false);
    const scanned = await scan({ scans: [{ ticketCode: ticket.code }] });
    expect(scanned.body.results[0]).toMatchObject({ outcome: "boarded", passengers: [{ owesInstallments: true }] });
    await prisma.reservationInstallment.updateMany({
      where: { reservationId, sequence: 1 },
      data: { status: "Paid", paidAt: new Date() },
    });
    const again = await scan({ scans: [{ ticketCode: ticket.code }] });
    expect(again.body.results[0]).toMatchObject({ outcome: "already", passengers: [{ owesInstallments: false }] });
  });

  it("two guides converge: the earliest scan is kept whatever order the scans arrive in", async () => {
    const early = new Date(Date.now() - 10 * 60_000);
    const late = new Date(Date.now() - 60_000);
    const a = await paidTicket(fx);
    const b = await paidTicket(fx);
    // Ticket a: the leader's online scan first, the collaborator's earlier offline scan later.
    await scan({ scans: [{ ticketCode: a.code, scannedAt: late.toISOString() }] });
    const synced = await scan({ scans: [{ ticketCode: a.code, scannedAt: early.toISOString() }] }, collaborator.token);
    expect(synced.body.results[0].outcome).toBe("already");
    // Ticket b: the same two scans in the other order.
    await scan({ scans: [{ ticketCode: b.code, scannedAt: early.toISOString() }] }, collaborator.token);
    await scan({ scans: [{ ticketCode: b.code, scannedAt: late.toISOString() }] });
    for (const t of [a, b]) {
      const row = await prisma.checkIn.findUniqueOrThrow({ where: { passengerId: t.reservation.passengers[0].id } });
      expect(row).toMatchObject({ boardedAt: early, boardedById: collaborator.user.id });
    }
    // At the same moment: one row, one "boarded", one "already".
    const c = await paidTicket(fx);
    const both = await Promise.all([
      scan({ scans: [{ ticketCode: c.code }] }),
      scan({ scans: [{ ticketCode: c.code }] }, collaborator.token),
    ]);
    expect(both.map((r) => r.body.results[0].outcome).sort()).toEqual(["already", "boarded"]);
    expect(await prisma.checkIn.count({ where: { passengerId: c.reservation.passengers[0].id } })).toBe(1);
    // A phone clock ahead of the server's: never boarded in the future.
    const d = await paidTicket(fx);
    await scan({ scans: [{ ticketCode: d.code, scannedAt: new Date(Date.now() + 3_600_000).toISOString() }] });
    expect(
      (
        await prisma.checkIn.findUniqueOrThrow({ where: { passengerId: d.reservation.passengers[0].id } })
      ).boardedAt.getTime(),
    ).toBeLessThanOrEqual(Date.now());
  });

  it("lets the leader and the tour's collaborators check in, nobody else (another leader's session is a 404)", async () => {
    const ticket = await paidTicket(fx);
    expect((await api("GET", url(), { token: collaborator.token })).status).toBe(200);
    for (const token of [stranger.token, foreign.leader.token]) {
      expect((await api("GET", url(), { token })).status).toBe(404);
      const res = await scan({ scans: [{ ticketCode: ticket.code }] }, token);
      expect(res.status).toBe(404);
      expect(res.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
    // The owner of another session cannot board this session's ticket through their own session either.
    const theirs = await scan({ scans: [{ ticketCode: ticket.code }] }, foreign.leader.token, foreign.session.id);
    expect(theirs.body.results[0]).toMatchObject({ outcome: "wrong_session", otherSessionStart: null, passengers: [] });
    expect((await api("GET", url(), {})).status).toBe(401);
    expect(await prisma.checkIn.count({ where: { passengerId: ticket.reservation.passengers[0].id } })).toBe(0);
  });

  it("warns on a ticket of another session, a cancelled, an unpaid and a forged ticket, and boards none of them", async () => {
    const later = await paidTicket(fx, 1, 1);
    const wrong = await scan({ scans: [{ ticketCode: later.code }] });
    expect(wrong.body.results[0]).toMatchObject({
      outcome: "wrong_session",
      otherSessionStart: fx.tour.sessions[1].startTime.toISOString(),
      passengers: [],
    });
    expect(wrong.body.results[0].message).toBe("این بلیت مربوط به این سانس نیست.");
    const byId = await scan({ scans: [{ passengerId: later.reservation.passengers[0].id }] });
    expect(byId.body.results[0].outcome).toBe("wrong_session");

    const cancelled = await paidTicket(fx);
    await prisma.passenger.updateMany({
      where: { reservationId: cancelled.reservation.id },
      data: { status: "Cancelled", activeNationalKey: null, cancelledAt: new Date() },
    });
    const refused = await scan({ scans: [{ ticketCode: cancelled.code }] });
    expect(refused.body.results[0]).toMatchObject({
      outcome: "cancelled",
      passengers: [{ state: "cancelled", boardedAt: null }],
    });

    const held = await reserve(fx.tour.id, fx.session.id, {
      passengers: [passenger({ vehicleId: fx.session.vehicles[0].id })],
    });
    const heldId = (await prisma.reservation.findUniqueOrThrow({ where: { trackingId: held.body.trackingId } })).id;
    expect((await scan({ scans: [{ ticketCode: checkInCode(heldId) }] })).body.results[0].outcome).toBe("unpaid");

    const ticket = await paidTicket(fx);
    const forged = [
      `HSF1.${ticket.reservation.id}.AAAAAAAAAAAAAAAAAAAAAA`,
      ticket.trackingId,
      `HSF1.${ticket.reservation.id}`,
      "https://example.com",
    ];
    const res = await scan({ scans: forged.map((ticketCode) => ({ ticketCode })) });
    expect(res.body.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      "invalid",
      "invalid",
      "invalid",
      "invalid",
    ]);
    const boarded = await prisma.checkIn.count({
      where: { passengerId: { in: [later, cancelled, ticket].map((t) => t.reservation.passengers[0].id) } },
    });
    expect(boarded).toBe(0);
  });

  it("refuses a malformed body with a Persian message", async () => {
    for (const body of [
      { scans: [] },
      { scans: [{}] },
      { scans: [{ ticketCode: "x", passengerId: 1 }] },
      { scans: [{ ticketCode: "x", scannedAt: "دیروز" }] },
    ]) {
      const res = await scan(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe("GET /api/tour/{tourId}/check-in/sessions", () => {
  it("lists the tour's sessions with boarded / expected for the leader and a collaborator, nobody else", async () => {
    const ticket = await paidTicket(fx, 1, 1);
    await scan({ scans: [{ ticketCode: ticket.code }] }, collaborator.token, fx.tour.sessions[1].id);
    const path = `/api/tour/${fx.tour.id}/check-in/sessions`;
    for (const token of [fx.leader.token, collaborator.token]) {
      const res = await api("GET", path, { token });
      expect(res.status).toBe(200);
      expect(res.body.sessions.map((s: { id: number }) => s.id)).toEqual(fx.tour.sessions.map((s) => s.id));
      const later = res.body.sessions[1];
      expect(later.boarded).toBeGreaterThanOrEqual(1);
      expect(later.expected).toBeGreaterThanOrEqual(later.boarded);
    }
    for (const token of [stranger.token, foreign.leader.token])
      expect((await api("GET", path, { token })).status).toBe(404);
  });
});

describe("the tour report and its Excel show who boarded and when", () => {
  it("gives boardedAt and the guide's name per passenger", async () => {
    const ticket = await paidTicket(fx);
    await scan({ scans: [{ ticketCode: ticket.code }] }, collaborator.token);
    const report = await api("GET", `/api/tour/${fx.tour.id}/passengers`, { token: fx.leader.token });
    const row = report.body.sessions[0].passengers.find(
      (p: { id: number }) => p.id === ticket.reservation.passengers[0].id,
    );
    const checkIn = await prisma.checkIn.findUniqueOrThrow({ where: { passengerId: row.id } });
    expect(row).toMatchObject({ boardedAt: checkIn.boardedAt.toISOString(), boardedByName: "علی رضایی" });

    const file = await exportTourPassengers(fx.leader.user.id, fx.tour.id, fx.session.id);
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const boardedColumn = header.indexOf("زمان سوار شدن");
    const byColumn = header.indexOf("پذیرش توسط");
    expect(boardedColumn).toBeGreaterThan(0);
    const line = sheet.getSheetValues().find((r) => Array.isArray(r) && r.includes(ticket.trackingId)) as unknown[];
    expect(line[byColumn]).toBe("علی رضایی");
    expect(line[boardedColumn]).toBeInstanceOf(Date);
  });
});
