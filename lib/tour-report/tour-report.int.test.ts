// The leader's tour report and passenger calls end to end: the report, offline passengers through
// the sale's guards (and racing online buyers), online passenger edits, the sales summary, the
// tour's refunds and the leader's refund settlement, the blacklist at reservation time.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { EXCEL_DATE_FORMAT, tehranWallClockMs } from "@/lib/format/date";
import { balanceOf } from "@/lib/ledger/balance";
import { refundsPayable, wallet } from "@/lib/ledger/accounts";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { fundWallet } from "@/lib/payments/testing/fixtures";
import { PASSENGER_MESSAGES as PM } from "@/lib/passengers/messages";
import {
  counterMismatches,
  createSellingTour,
  passenger,
  reserve,
  sessionInput,
  validNationalId,
} from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { exportTourPassengers } from "./export-tour-passengers";
import { offlineBody, paidSale } from "./testing/fixtures";
import { createUser } from "@/tests/helpers/factories";
import { issueOtp } from "@/lib/accounts/testing/fixtures";

type Fixture = Awaited<ReturnType<typeof createSellingTour>>;
let fx: Fixture;
let other: Awaited<ReturnType<typeof createUser>>;
let affiliate: Awaited<ReturnType<typeof createUser>>;

const bus = () => fx.session.vehicles[0];
const item = () => fx.tour.extraItems[0];

const paid = paidSale;
const offline = (overrides: Record<string, unknown> = {}) => offlineBody(fx.session, overrides);

const addOffline = (body: Record<string, unknown>, token = fx.leader.token, tourId = fx.tour.id) =>
  api("POST", `/api/tour/${tourId}/passengers/offline`, { token, body });

beforeAll(async () => {
  fx = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(20, { capacity: 30 })] });
  other = await createUser();
  affiliate = await createUser({ role: "Affiliate" });
});

describe("GET /api/tour/{tourId}/passengers", () => {
  it("lists buyers per session with seat, extra items, answer, method and status", async () => {
    const sale = await paid(fx, [1], { extraItems: [{ id: item().id, number: 1 }], extraQuestionAnswer: "A+" });
    const res = await api("GET", `/api/tour/${fx.tour.id}/passengers`, { token: fx.leader.token });
    expect(res.status).toBe(200);
    const row = res.body.sessions[0].passengers.find((p: { id: number }) => p.id === sale.passengers[0].id);
    expect(row).toMatchObject({
      nationalId: sale.passengers[0].nationalId,
      seatNumber: 1,
      vehicleId: bus().id,
      extraQuestionAnswer: "A+",
      extraItems: [{ title: item().title, count: 1 }],
      paymentMethod: "Online",
      status: "ConfirmedPayment",
      isOffline: false,
      trackingId: sale.trackingId,
    });
    expect(res.body.sessions[0].vehicles[0]).toMatchObject({ id: bus().id, hasSeatMap: true });
    const answers = await api("GET", `/api/Tour/${fx.tour.id}/extra-question`, { token: fx.leader.token });
    expect(answers.body.answers).toContainEqual(
      expect.objectContaining({
        answer: "A+",
        fullName: `${sale.passengers[0].firstName} ${sale.passengers[0].lastName}`,
      }),
    );
  });

  it("shows a ticket in installments as owing (overdue when one is past due), then paid off; a ticket paid at once as none", async () => {
    const plain = await paid(fx, [5]);
    const sale = await paid(fx, [6]);
    const reservationId = sale.passengers[0].reservationId;
    const day = 86_400_000;
    // The schedule as the sale writes it (docs/installments.md): sequence 0 is the down payment its bill paid.
    await prisma.reservationInstallment.createMany({
      data: [
        { reservationId, sequence: 0, amount: 800_000n, dueAt: new Date(), status: "Paid", paidAt: new Date() },
        { reservationId, sequence: 1, amount: 600_000n, dueAt: new Date(Date.now() - day) },
        { reservationId, sequence: 2, amount: 600_001n, dueAt: new Date(Date.now() + 30 * day) },
      ],
    });
    const stateOf = async (passengerId: number) => {
      const res = await api("GET", `/api/tour/${fx.tour.id}/passengers`, { token: fx.leader.token });
      expect(res.status).toBe(200);
      return res.body.sessions[0].passengers.find((p: { id: number }) => p.id === passengerId).installments;
    };
    expect(await stateOf(sale.passengers[0].id)).toEqual({ outstanding: 1_200_001, overdue: true });
    expect(await stateOf(plain.passengers[0].id)).toBeNull();
    await prisma.reservationInstallment.updateMany({
      where: { reservationId, sequence: 1 },
      data: { status: "Paid", paidAt: new Date() },
    });
    expect(await stateOf(sale.passengers[0].id)).toEqual({ outstanding: 600_001, overdue: false });
    await prisma.reservationInstallment.updateMany({
      where: { reservationId, sequence: 2 },
      data: { status: "Paid", paidAt: new Date() },
    });
    expect(await stateOf(sale.passengers[0].id)).toEqual({ outstanding: 0, overdue: false });
  });

  it("answers 404 for another leader's tour, 403 for an affiliate, 401 anonymous, 404 for a bad id (the path names nothing)", async () => {
    expect((await api("GET", `/api/tour/${fx.tour.id}/passengers`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/api/tour/${fx.tour.id}/passengers`, { token: affiliate.token })).status).toBe(403);
    expect((await api("GET", `/api/tour/${fx.tour.id}/passengers`)).status).toBe(401);
    const bad = await api("GET", `/api/tour/abc/passengers`, { token: fx.leader.token });
    expect(bad.status).toBe(404);
    expect(bad.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it("downloads the passengers as an .xlsx workbook", async () => {
    const res = await api("GET", `/api/tour/${fx.tour.id}/passengers/export`, { token: fx.leader.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const file = await exportTourPassengers(fx.leader.user.id, fx.tour.id);
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    expect(book.worksheets.length).toBeGreaterThan(0);
    expect(book.worksheets[0].getRow(1).getCell(2).value).toBe("نام و نام خانوادگی");
    // The registration time is a real date cell: Tehran's wall clock, shown in the Persian calendar.
    const row = book.worksheets[0].getRow(2);
    const passenger = await prisma.passenger.findFirstOrThrow({
      where: { nationalId: String(row.getCell(3).value), reservation: { trackingId: String(row.getCell(12).value) } },
    });
    const cell = row.getCell(13);
    expect(cell.value).toEqual(new Date(tehranWallClockMs(passenger.createdAt)));
    expect(cell.numFmt).toBe(EXCEL_DATE_FORMAT);
    expect(row.getCell(14).value).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);
    // «فروشنده» as the screen shows it: a ticket sold by no affiliate was sold by the organiser.
    const sold = await prisma.reservation.findFirstOrThrow({ where: { trackingId: String(row.getCell(12).value) } });
    if (sold.sellerId === null) expect(row.getCell(8).value).toBe("برگزارکننده");
    const sellers = book.worksheets.flatMap((sheet) =>
      sheet
        .getSheetValues()
        .slice(2)
        .map((r) => (r as unknown[])?.[8]),
    );
    expect(sellers.every((v) => typeof v === "string" && v.length > 0)).toBe(true);
    expect((await api("GET", `/api/tour/${fx.tour.id}/passengers/export`, { token: other.token })).status).toBe(404);
  });
});

describe("offline passengers", () => {
  it("takes a place, a seat and extra items like a sale, and shows in the report", async () => {
    const before = await prisma.tourSession.findUniqueOrThrow({ where: { id: fx.session.id } });
    const itemBefore = await prisma.tourExtraItem.findUniqueOrThrow({ where: { id: item().id } });
    const res = await addOffline(offline({ seat: 10, extraItems: [{ extraItemId: item().id, count: 2 }] }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ seat: 10, vehicleId: bus().id, commission: 0 });
    const after = await prisma.tourSession.findUniqueOrThrow({ where: { id: fx.session.id } });
    expect(after.bookedCount).toBe(before.bookedCount + 1);
    expect((await prisma.tourExtraItem.findUniqueOrThrow({ where: { id: item().id } })).soldCount).toBe(
      itemBefore.soldCount + 2,
    );
    const seats = (await api("GET", `/api/Tour/${fx.tour.id}/vehicle/${bus().id}/seats`)).body.seats;
    expect(seats.find((s: { seatNumber: number }) => s.seatNumber === 10).state).toBe("taken");
    const report = await api("GET", `/api/tour/${fx.tour.id}/passengers`, { token: fx.leader.token });
    expect(report.body.sessions[0].passengers.find((p: { id: number }) => p.id === res.body.id)).toMatchObject({
      isOffline: true,
      status: "OfflinePayment",
      paymentMethod: "Offline",
      paid: 2_000_000,
    });
    expect(await counterMismatches(fx.tour.id)).toEqual([]);
  });

  it("refuses a taken seat (409), a closed seat, a full extra item and an active national id, writing nothing", async () => {
    const count = () => prisma.passenger.count({ where: { sessionId: fx.session.id } });
    const n = await count();
    const taken = await addOffline(offline({ seat: 1 }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errors: [PM.seatTaken], codes: ["seat_taken"] });

    await api("POST", `/api/Tour/${fx.tour.id}/vehicle/${bus().id}/close-seat/20`, { token: fx.leader.token });
    const closed = await addOffline(offline({ seat: 20 }));
    expect(closed.status).toBe(409);
    expect(closed.body.errors).toEqual([PM.seatClosed]);
    await api("POST", `/api/Tour/${fx.tour.id}/vehicle/${bus().id}/close-seat/20`, { token: fx.leader.token });

    const full = await addOffline(offline({ extraItems: [{ extraItemId: item().id, count: 20 }] }));
    expect(full.status).toBe(409);
    expect(full.body.codes).toEqual(["extra_item_full"]);

    const someone = await prisma.passenger.findFirstOrThrow({
      where: { sessionId: fx.session.id, activeNationalKey: { not: null } },
    });
    const again = await addOffline(offline({ nationalId: someone.nationalId }));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([PM.alreadyRegistered]);
    expect(await count()).toBe(n);
    expect(await counterMismatches(fx.tour.id)).toEqual([]);
  });

  it("validates the body (400, Persian) and checks session, vehicle and seat map (422)", async () => {
    const bad = await addOffline({ ...offline(), name: "", nationalId: "123", mobile: "12" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.length).toBeGreaterThan(0);
    for (const e of bad.body.errors) expect(e).toMatch(/[\u0600-\u06FF]/);
    const otherTour = await createSellingTour({ tourDiscounts: [] }, other);
    expect((await addOffline(offline({ sessionId: otherTour.session.id }))).status).toBe(422);
    expect((await addOffline(offline({ vehicleId: otherTour.session.vehicles[0].id }))).status).toBe(422);
    expect((await addOffline(offline({ seat: 99 }))).body.codes).toEqual(["seat_not_on_map"]);
  });

  it("answers 404 on another leader's tour and 403 for an affiliate", async () => {
    expect((await addOffline(offline(), other.token)).status).toBe(404);
    expect((await addOffline(offline(), affiliate.token)).status).toBe(403);
  });

  it("edits (moving the seat), then deletes: the place and the seat come back", async () => {
    const added = await addOffline(offline({ seat: 11 }));
    expect(added.status).toBe(200);
    const edit = await api("PUT", `/api/tour/${fx.tour.id}/passengers/offline/${added.body.id}`, {
      token: fx.leader.token,
      body: offline({ seat: 12, name: "حسن" }),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await prisma.seatBooking.findFirst({ where: { vehicleId: bus().id, seatNumber: 11 } })).toBeNull();
    expect(
      (await prisma.seatBooking.findFirstOrThrow({ where: { vehicleId: bus().id, seatNumber: 12 } })).passengerId,
    ).toBe(added.body.id);
    expect((await prisma.passenger.findUniqueOrThrow({ where: { id: added.body.id } })).firstName).toBe("حسن");
    // A taken seat leaves the ticket as it was.
    const refused = await api("PUT", `/api/tour/${fx.tour.id}/passengers/offline/${added.body.id}`, {
      token: fx.leader.token,
      body: offline({ seat: 1 }),
    });
    expect(refused.status).toBe(409);
    expect(
      (await prisma.seatBooking.findFirstOrThrow({ where: { vehicleId: bus().id, seatNumber: 12 } })).passengerId,
    ).toBe(added.body.id);
    // Online tickets are not edited through the offline call; another leader gets 404.
    const online = await prisma.passenger.findFirstOrThrow({
      where: { sessionId: fx.session.id, reservation: { paymentMethod: "Online" } },
    });
    expect(
      (
        await api("PUT", `/api/tour/${fx.tour.id}/passengers/offline/${online.id}`, {
          token: fx.leader.token,
          body: offline(),
        })
      ).status,
    ).toBe(422);
    expect(
      (await api("DELETE", `/api/tour/${fx.tour.id}/passengers/offline/${added.body.id}`, { token: other.token }))
        .status,
    ).toBe(404);

    const booked = (await prisma.tourSession.findUniqueOrThrow({ where: { id: fx.session.id } })).bookedCount;
    const del = await api("DELETE", `/api/tour/${fx.tour.id}/passengers/offline/${added.body.id}`, {
      token: fx.leader.token,
    });
    expect(del.status).toBe(200);
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: fx.session.id } })).bookedCount).toBe(booked - 1);
    expect(await prisma.seatBooking.findFirst({ where: { vehicleId: bus().id, seatNumber: 12 } })).toBeNull();
    expect(
      (await api("DELETE", `/api/tour/${fx.tour.id}/passengers/offline/${added.body.id}`, { token: fx.leader.token }))
        .status,
    ).toBe(422);
    expect(await counterMismatches(fx.tour.id)).toEqual([]);
  });

  it("edit and delete of an offline passenger: bad input 400 (Persian, nothing written), another leader 404, an affiliate 403", async () => {
    const added = await addOffline(offline({ seat: 14, name: "پروین" }));
    expect(added.status).toBe(200);
    const url = `/api/tour/${fx.tour.id}/passengers/offline/${added.body.id}`;
    const before = await prisma.passenger.findUniqueOrThrow({ where: { id: added.body.id } });
    for (const body of [
      offline({ seat: 15, name: "" }),
      offline({ seat: 15, nationalId: "1234567890" }),
      offline({ seat: 15, mobile: "0912" }),
      offline({ seat: 15, gender: "Robot" }),
    ]) {
      const bad = await api("PUT", url, { token: fx.leader.token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await api("PUT", url, { token: other.token, body: offline({ seat: 15 }) })).status).toBe(404);
    expect((await api("PUT", url, { token: affiliate.token, body: offline({ seat: 15 }) })).status).toBe(403);
    expect(
      (
        await api("PUT", `/api/tour/${fx.tour.id}/passengers/offline/999999999`, {
          token: fx.leader.token,
          body: offline({ seat: 15 }),
        })
      ).status,
    ).toBe(404);
    expect((await api("DELETE", url, { token: affiliate.token })).status).toBe(403);
    const seatUrl = `/api/tour/${fx.tour.id}/vehicle/${bus().id}/passengers/offline/seat/14`;
    expect((await api("DELETE", seatUrl, { token: other.token })).status).toBe(404);
    expect(
      (
        await api("DELETE", `/api/tour/${fx.tour.id}/vehicle/${bus().id}/passengers/offline/seat/0`, {
          token: fx.leader.token,
        })
      ).status,
    ).toBe(400);
    const after = await prisma.passenger.findUniqueOrThrow({
      where: { id: added.body.id },
      include: { seatBooking: true },
    });
    expect(after).toMatchObject({
      firstName: before.firstName,
      nationalId: before.nationalId,
      mobile: before.mobile,
      seatNumber: 14,
      status: "OfflinePayment",
    });
    expect(after.seatBooking?.seatNumber).toBe(14);
    expect((await api("DELETE", url, { token: fx.leader.token })).status).toBe(200);
    expect(await counterMismatches(fx.tour.id)).toEqual([]);
  });

  it("frees a seat held by an offline passenger (keyed by vehicle and seat)", async () => {
    const added = await addOffline(offline({ seat: 13 }));
    expect(added.status).toBe(200);
    const url = (seat: number) => `/api/tour/${fx.tour.id}/vehicle/${bus().id}/passengers/offline/seat/${seat}`;
    expect((await api("DELETE", url(1), { token: fx.leader.token })).status).toBe(404); // an online buyer sits there
    expect((await api("DELETE", url(13), { token: affiliate.token })).status).toBe(403);
    expect((await api("DELETE", url(13), { token: fx.leader.token })).status).toBe(200);
    expect(await prisma.seatBooking.findFirst({ where: { vehicleId: bus().id, seatNumber: 13 } })).toBeNull();
    expect((await api("DELETE", url(13), { token: fx.leader.token })).status).toBe(404);
  });

  it("OfflinePlusCommission charges the platform's commission to the wallet; an empty wallet is a 422 and nothing is written", async () => {
    const leader = await createUser();
    const f = await createSellingTour({ tourDiscounts: [] }, leader);
    const body = {
      ...offline({ sessionId: f.session.id, vehicleId: f.session.vehicles[0].id }),
      paymentMethod: "OfflinePlusCommission",
      totalPay: 1_000_000,
    };
    const refused = await addOffline(body, leader.token, f.tour.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    expect(await prisma.passenger.count({ where: { sessionId: f.session.id } })).toBe(0);
    expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: f.session.id } })).bookedCount).toBe(0);

    await fundWallet(leader.user.id, 100_000n);
    const ok = await addOffline(body, leader.token, f.tour.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.commission).toBe(50_000);
    expect(await balanceOf(prisma, wallet(leader.user.id))).toBe(50_000n);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });
});

describe("an offline passenger and online buyers racing", () => {
  it("for the last place: exactly one wins", { timeout: 60_000 }, async () => {
    for (let round = 0; round < 3; round++) {
      const f = await createSellingTour({
        tourDiscounts: [],
        sessions: [
          sessionInput(20, {
            capacity: 1,
            vehicles: [{ vehicleType: "TouristBus", busPassengersCanChooseTheirSeat: false, price: 0 }],
          }),
        ],
      });
      const answers = await Promise.all([
        addOffline({ ...offline({ sessionId: f.session.id, vehicleId: undefined }) }, f.leader.token, f.tour.id),
        ...Array.from({ length: 5 }, () => reserve(f.tour.id, f.session.id, { passengers: [passenger()] })),
      ]);
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
      expect((await prisma.tourSession.findUniqueOrThrow({ where: { id: f.session.id } })).bookedCount).toBe(1);
      expect(await counterMismatches(f.tour.id)).toEqual([]);
    }
  });

  it("for one seat: exactly one wins, the others get the Persian 409", { timeout: 60_000 }, async () => {
    const f = await createSellingTour({ tourDiscounts: [] });
    const v = f.session.vehicles[0];
    const answers = await Promise.all([
      addOffline(offline({ sessionId: f.session.id, vehicleId: v.id, seat: 5 }), f.leader.token, f.tour.id),
      ...Array.from({ length: 10 }, () =>
        reserve(f.tour.id, f.session.id, { passengers: [passenger({ vehicleId: v.id, seat: 5 })] }),
      ),
      addOffline(offline({ sessionId: f.session.id, vehicleId: v.id, seat: 5 }), f.leader.token, f.tour.id),
    ]);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(11);
    for (const r of refused) expect(r.body.errors[0]).toMatch(/صندلی/);
    expect(await prisma.seatBooking.count({ where: { vehicleId: v.id } })).toBe(1);
    expect(await counterMismatches(f.tour.id)).toEqual([]);
  });
});

describe("PUT /api/tour/{tourId}/passenger/{passengerId} (online passenger)", () => {
  it("corrects details and moves the seat, never the price", async () => {
    const sale = await paid(fx, [2]);
    const p = sale.passengers[0];
    const nationalId = validNationalId();
    const res = await api("PUT", `/api/tour/${fx.tour.id}/passenger/${p.id}`, {
      token: fx.leader.token,
      body: {
        firstName: "زهرا",
        lastName: "نوری",
        mobile: p.mobile,
        nationalId,
        email: "z@example.com",
        phone: "021-8888",
        vehicleId: bus().id,
        seatNumber: 3,
        description: "کنار پنجره",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await prisma.passenger.findUniqueOrThrow({ where: { id: p.id }, include: { seatBooking: true } });
    expect(after).toMatchObject({
      firstName: "زهرا",
      nationalId,
      seatNumber: 3,
      paid: p.paid,
      activeNationalKey: `${fx.session.id}:${nationalId}`,
      description: "کنار پنجره",
    });
    expect(after.seatBooking?.seatNumber).toBe(3);
    const taken = await api("PUT", `/api/tour/${fx.tour.id}/passenger/${p.id}`, {
      token: fx.leader.token,
      body: { firstName: "زهرا", lastName: "نوری", mobile: p.mobile, nationalId, vehicleId: bus().id, seatNumber: 1 },
    });
    expect(taken.status).toBe(409);
    expect((await prisma.passenger.findUniqueOrThrow({ where: { id: p.id } })).seatNumber).toBe(3);
    expect(
      (
        await api("PUT", `/api/tour/${fx.tour.id}/passenger/${p.id}`, {
          token: fx.leader.token,
          body: { firstName: "" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api("PUT", `/api/tour/${fx.tour.id}/passenger/${p.id}`, {
          token: other.token,
          body: { firstName: "a", lastName: "b", mobile: p.mobile, nationalId },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api("PUT", `/api/tour/${fx.tour.id}/passenger/${p.id}`, { token: affiliate.token, body: {} })).status,
    ).toBe(403);
    expect(await counterMismatches(fx.tour.id)).toEqual([]);
  });
});

describe("sales summary, refunds of the tour and the leader's refund settlement", () => {
  it("sums online and offline sales, places left and refunds; the leader settles a pending refund once", async () => {
    const leader = await createUser();
    const f = await createSellingTour(
      { tourDiscounts: [], refundRules: [], sessions: [sessionInput(20, { capacity: 10 })] },
      leader,
    );
    const sale = await paid(f, [1, 2]);
    await api("POST", `/api/tour/${f.tour.id}/passengers/offline`, {
      token: leader.token,
      body: { ...offline({ sessionId: f.session.id, vehicleId: f.session.vehicles[0].id }), totalPay: 700_000 },
    });
    const paidTotal = sale.passengers.reduce((s: number, p: { paid: bigint }) => s + Number(p.paid), 0);
    let summary = await api("GET", `/api/Tour/${f.tour.id}/sales-summary`, { token: leader.token });
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      totalSale: paidTotal + 700_000,
      onlineSale: paidTotal,
      offlineSale: 700_000,
      tourInventory: 7,
      refunds: 0,
      soldCount: 3,
    });

    const cancel = await api("POST", "/api/tour/passengers/refund", {
      body: {
        trackingId: sale.trackingId,
        mobile: sale.passengers[0].mobile,
        passengerIds: [sale.passengers[0].id],
        penaltyPercent: 0,
        otpCode: await issueOtp(sale.passengers[0].mobile),
      },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    summary = await api("GET", `/api/Tour/${f.tour.id}/sales-summary`, { token: leader.token });
    expect(summary.body).toMatchObject({
      totalSale: paidTotal + 700_000,
      refunds: Number(sale.passengers[0].paid),
      tourInventory: 8,
    });

    const refunds = await api("GET", `/api/refunds/${f.tour.id}`, { token: leader.token });
    expect(refunds.status).toBe(200);
    expect(refunds.body.refunds).toHaveLength(1);
    const refund = refunds.body.refunds[0];
    expect(refund).toMatchObject({
      state: "OperatorPending",
      returnedAmount: Number(sale.passengers[0].paid),
      cancelledPassengers: [{ id: sale.passengers[0].id }],
    });
    expect((await api("GET", `/api/refunds/${f.tour.id}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/api/refunds/${f.tour.id}`, { token: affiliate.token })).status).toBe(403);

    const url = `/api/refunds/${f.tour.id}/refund/${refund.id}`;
    expect((await api("PUT", url, { token: leader.token, body: { refNum: "" } })).status).toBe(400);
    expect((await api("PUT", url, { token: other.token, body: { refNum: "123" } })).status).toBe(404);
    expect((await api("PUT", url, { token: affiliate.token, body: { refNum: "123" } })).status).toBe(403);
    const walletBefore = await balanceOf(prisma, wallet(leader.user.id));
    const payableBefore = await balanceOf(prisma, refundsPayable);
    const settled = await api("PUT", url, { token: leader.token, body: { refNum: "BANK-778", note: "کارت به کارت" } });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body).toMatchObject({ state: "ProcessedByTourLeader", refNum: "BANK-778" });
    expect(await balanceOf(prisma, wallet(leader.user.id))).toBe(walletBefore + BigInt(refund.returnedAmount));
    expect(await balanceOf(prisma, refundsPayable)).toBe(payableBefore - BigInt(refund.returnedAmount));
    const twice = await api("PUT", url, { token: leader.token, body: { refNum: "BANK-778" } });
    expect(twice.status).toBe(422);
    expect(await balanceOf(prisma, wallet(leader.user.id))).toBe(walletBefore + BigInt(refund.returnedAmount));
    expect(await checkLedgerInvariants(prisma)).toEqual([]);

    for (const query of ["sessionId=abc", "sessionId=-1"]) {
      const bad = await api("GET", `/api/Tour/${f.tour.id}/sales-summary?${query}`, { token: leader.token });
      expect(bad.status, query).toBe(400);
      expect(bad.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
    expect(
      (await api("GET", `/api/Tour/${f.tour.id}/sales-summary?sessionId=${fx.session.id}`, { token: leader.token }))
        .status,
    ).toBe(404);
    expect((await api("GET", `/api/Tour/${f.tour.id}/sales-summary`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/api/Tour/${f.tour.id}/sales-summary`, { token: affiliate.token })).status).toBe(403);
  });
});

describe("blacklist", () => {
  it("a blacklisted national id cannot reserve the leader's tours (409); removing it lets them", async () => {
    const p = passenger();
    const add = await api("POST", `/api/user/passenger/blacklist/${p.nationalId}`, { token: fx.leader.token });
    expect(add.status).toBe(200);
    expect(
      (await api("POST", `/api/user/passenger/blacklist/${p.nationalId}`, { token: fx.leader.token })).status,
    ).toBe(409);
    const refused = await reserve(fx.tour.id, fx.session.id, { passengers: [{ ...p, vehicleId: bus().id, seat: 30 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([PM.blacklisted]);
    // Another leader's list does not apply.
    expect((await api("DELETE", `/api/user/passenger/blacklist/${p.nationalId}`, { token: other.token })).status).toBe(
      409,
    );
    expect(
      (await api("DELETE", `/api/user/passenger/blacklist/${p.nationalId}`, { token: fx.leader.token })).status,
    ).toBe(200);
    expect(
      (await reserve(fx.tour.id, fx.session.id, { passengers: [{ ...p, vehicleId: bus().id, seat: 30 }] })).status,
    ).toBe(200);
    expect((await api("POST", `/api/user/passenger/blacklist/123`, { token: fx.leader.token })).status).toBe(400);
    expect(
      (
        await api("POST", `/api/user/passenger/blacklist/${p.nationalId}`, {
          token: (await createUser({ role: "Operator" })).token,
        })
      ).status,
    ).toBe(403);
  });
});
