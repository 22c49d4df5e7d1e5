// The accountant's refunds export reads each batch of 5,000 in one statement (issue 33); the file must still hold exactly
// the rows the list's filter (refundWhere, Prisma) selects, newest first, across a batch's edge, with the same cells:
// the tour, the ticket, the amount, the state's label and «awaiting the account» for an unpaid refund without one.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as refundsExcel } from "@/app/api/refunds/excel/route";
import { prisma } from "@/lib/db/client";
import type { RefundState } from "@/lib/db/generated/enums";
import { createSellingTour, passenger, reserve, sessionInput } from "@/lib/reservations/testing/fixtures";
import { REFUND_STATE_LABELS } from "@/lib/wallet/labels";
import { downloadXlsx } from "@/lib/wallet/testing/money-fixtures";
import { EXPORT_BATCH } from "@/lib/xlsx/stream-xlsx";
import { createUser } from "@/tests/helpers/factories";
import { refundWhere, type RefundFilters } from "./list-refunds";
import { AWAITING_ACCOUNT } from "./messages";

const STATES: RefundState[] = ["OperatorPending", "TourLeaderPending", "ProcessedByOperator", "ProcessedByTourLeader"];
const DAY = 86_400_000;
const start = new Date("2025-03-01T08:00:00Z");
let trackingId: string;
let tourTitle: string;
let token: string;

beforeAll(async () => {
  const fixture = await createSellingTour({ tourDiscounts: [], sessions: [sessionInput(5)] });
  const res = await reserve(fixture.tour.id, fixture.session.id, {
    passengers: [passenger({ vehicleId: fixture.session.vehicles[0].id, seat: 1 })],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  trackingId = res.body.trackingId;
  tourTitle = fixture.tour.title;
  const reservation = await prisma.reservation.findUniqueOrThrow({ where: { trackingId } });
  // one more than a batch under this ticket, in every state, over 60 days, some deleted, some without an account
  await prisma.refund.createMany({
    data: Array.from({ length: EXPORT_BATCH + 1 }, (_, i) => ({
      tourId: fixture.tour.id,
      reservationId: reservation.id,
      penaltyPercent: i % 50,
      returnedAmount: BigInt(10_000 + i * 7),
      state: STATES[i % 4],
      cardNumber: i % 3 === 0 ? null : "6037991234567890",
      iban: i % 5 === 0 ? "IR820540102680020817909002" : null,
      accountHolder: i % 3 === 0 ? null : "سارا رضایی",
      refNum: i % 4 >= 2 ? `R${i}` : null,
      createdAt: new Date(start.getTime() + (i % 60) * DAY + i),
      deletedAt: i % 11 === 0 ? new Date() : null,
    })),
  });
  token = (await createUser({ role: "Accountant" })).token;
});

const query = (f: RefundFilters) =>
  new URLSearchParams(
    Object.entries({ ...f, TrackingId: trackingId }).map(([k, v]) => [
      k,
      v instanceof Date ? v.toISOString() : String(v),
    ]),
  ).toString();

describe("the refunds export", () => {
  it("holds the list's rows for every filter, newest first, across a batch's edge", async () => {
    const filters: RefundFilters[] = [
      {},
      { OnlyPaid: true },
      { AssignedToOperator: true },
      { AssignedToOperator: false, OnlyPaid: true },
      { From: new Date(start.getTime() + 10 * DAY), To: new Date(start.getTime() + 20 * DAY) },
    ];
    for (const f of filters) {
      const [sheet, expected] = await Promise.all([
        downloadXlsx(refundsExcel, `/api/refunds/excel?${query(f)}`, token),
        prisma.refund.findMany({
          where: refundWhere({ ...f, TrackingId: trackingId }),
          orderBy: { id: "desc" },
          select: { id: true },
        }),
      ]);
      expect(
        sheet.slice(1).map((row) => row[0]),
        JSON.stringify(f),
      ).toEqual(expected.map((r) => r.id));
    }
    const all = await prisma.refund.count({ where: refundWhere({ TrackingId: trackingId }) });
    expect(all).toBeGreaterThan(EXPORT_BATCH * 0.9);
  });

  it("writes each refund's cells as the list shows them", async () => {
    const sheet = await downloadXlsx(refundsExcel, `/api/refunds/excel?${query({})}`, token);
    const header = sheet[0] as string[];
    const col = (name: string) => header.indexOf(name);
    const rows = await prisma.refund.findMany({
      where: refundWhere({ TrackingId: trackingId }),
      orderBy: { id: "desc" },
      take: 12,
    });
    for (const [i, r] of rows.entries()) {
      const line = sheet[i + 1];
      const waiting = !r.cardNumber && !r.iban && (r.state === "OperatorPending" || r.state === "TourLeaderPending");
      expect(line[col("تور")]).toBe(tourTitle);
      expect(line[col("کد رهگیری")]).toBe(trackingId);
      expect(line[col("درصد جریمه")]).toBe(r.penaltyPercent);
      expect(line[col("مبلغ بازگشتی (تومان)")]).toBe(Number(r.returnedAmount));
      expect(line[col("وضعیت")]).toBe(REFUND_STATE_LABELS[r.state]);
      expect(line[col("شماره کارت")] ?? null).toBe(waiting ? AWAITING_ACCOUNT : r.cardNumber);
      expect(line[col("شبا")] ?? null).toBe(waiting ? AWAITING_ACCOUNT : r.iban);
      expect(line[col("شماره پیگیری")] ?? null).toBe(r.refNum);
    }
    expect(rows.some((r) => !r.cardNumber && !r.iban && r.state === "OperatorPending")).toBe(true);
  });
});
