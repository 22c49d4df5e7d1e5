// Test data of the money area: a paid sale on a leader's tour (through the sandbox gateway, as a
// browser pays), a cancelled ticket with its refund, and a wallet charge walked through the gateway.
import ExcelJS from "exceljs";
import { beforeAll } from "vitest";
import { NextRequest } from "next/server";
import { prisma } from "@/lib/db/client";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { createSellingTour, passenger, reserve, sessionInput, type Leader } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { issueOtp } from "@/lib/accounts/testing/fixtures";

export type SellingTour = Awaited<ReturnType<typeof createSellingTour>>;

/** A tour whose one session starts in 20 days (cancellable at 0% penalty with these rules). */
export function moneyTour(leader?: Leader) {
  return createSellingTour(
    { refundRules: [{ daysBefore: 1, penaltyPercent: 100 }], tourDiscounts: [], sessions: [sessionInput(40)] },
    leader,
  );
}

/** A reservation of `count` passengers paid online through the sandbox. */
/** A test file's set-up: a selling tour of a new leader, an operator and an accountant, made before its first test. */
export function setUpMoneyTests() {
  const setup = {} as {
    fixture: SellingTour;
    operator: Awaited<ReturnType<typeof createUser>>;
    accountant: Awaited<ReturnType<typeof createUser>>;
  };
  beforeAll(async () => {
    setup.fixture = await moneyTour();
    setup.operator = await createUser({ role: "Operator" });
    setup.accountant = await createUser({ role: "Accountant" });
  });
  return setup;
}

export async function paidSale(fixture: SellingTour, count = 1) {
  const bus = fixture.session.vehicles[0];
  const used = await prisma.seatBooking.count({ where: { vehicleId: bus.id } });
  const passengers = Array.from({ length: count }, (_, i) => passenger({ vehicleId: bus.id, seat: used + i + 1 }));
  const res = await reserve(fixture.tour.id, fixture.session.id, { passengers });
  if (res.status !== 200) throw new Error(`reservation failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { authority } = await startSandboxPayment(res.body.billId);
  await api("GET", await actOnSandbox(authority, "pay"));
  const rows = await prisma.passenger.findMany({
    where: { reservation: { trackingId: res.body.trackingId } },
    orderBy: { id: "asc" },
  });
  return {
    billId: res.body.billId as string,
    trackingId: res.body.trackingId as string,
    mobile: passengers[0].mobile as string,
    passengerIds: rows.map((p) => p.id),
    authority,
  };
}

/** A paid sale whose traveller then cancels every ticket: answers the refund record's id. */
export async function refundedSale(fixture: SellingTour, count = 1) {
  const sale = await paidSale(fixture, count);
  const manage = await api("GET", `/api/tour/manage-ticket/${sale.mobile}/${sale.trackingId}`);
  const res = await api("POST", "/api/tour/passengers/refund", {
    body: {
      mobile: sale.mobile,
      trackingId: sale.trackingId,
      passengerIds: sale.passengerIds,
      penaltyPercent: manage.body.currentRefundPenaltyPercent,
      otpCode: await issueOtp(sale.mobile),
    },
  });
  if (res.status !== 200) throw new Error(`cancellation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...sale, refundId: res.body.id as number, returnedAmount: BigInt(res.body.returnedAmount) };
}

/** Moves the sale's session into the past, so its money becomes withdrawable. */
export async function endSession(fixture: SellingTour) {
  const end = new Date(Date.now() - 60_000);
  await prisma.tourSession.update({
    where: { id: fixture.session.id },
    data: { startTime: new Date(end.getTime() - 3_600_000), registrationEndTime: null, endTime: end },
  });
}

/** A wallet charge through the gateway as the browser does it: answers the confirmation's query. */
export async function chargeThroughSandbox(token: string, amount: number, action: "pay" | "cancel" = "pay") {
  const start = await api("GET", `/api/payment/charge/${amount}`, { token });
  if (start.status !== 303) throw new Error(`charge answered ${start.status}: ${JSON.stringify(start.body)}`);
  const authority = /\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1];
  const back = new URL(await actOnSandbox(authority, action));
  return { authority, back, query: back.search };
}

/** Calls an export route's handler (a binary answer, which the JSON test client cannot carry) and reads the sheet's rows. */
export async function downloadXlsx(
  handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  url: string,
  token: string,
) {
  const req = new NextRequest(new URL(url, "http://localhost:3000"), { headers: { authorization: `Bearer ${token}` } });
  const res = await handler(req, { params: Promise.resolve({}) });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  if (!res.headers.get("content-type")?.includes("spreadsheetml")) throw new Error("not an xlsx answer");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
