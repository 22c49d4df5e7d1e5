// The leader's Excel export of installment sales: one row per installment under the list's filters,
// Persian headers and titles, toman and Jalali date columns, and never another leader's rows.
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { beforeAll, expect, it } from "vitest";
import { GET } from "@/app/api/installment-sales/export/route";
import { EXCEL_DATE_FORMAT } from "@/lib/format/date";
import { actOnSandbox } from "@/lib/payments/testing/fixtures";
import { passenger, reserve } from "@/lib/reservations/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { createInstallmentTour, createPlan } from "./testing/fixtures";

type User = Awaited<ReturnType<typeof createUser>>;
let leader: User;
let other: User;

beforeAll(async () => {
  [leader, other] = await Promise.all([createUser(), createUser()]);
});

/** A ticket of the leader's tour sold on the plan with its down payment paid; answers its tracking id. */
async function paidSale(tourId: number, sessionId: number, planId: number) {
  const sale = await reserve(tourId, sessionId, {
    paymentMethod: "Installment",
    installmentPlanId: planId,
    passengers: [passenger({ firstName: "زهرا", lastName: "کریمی" })],
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(200);
  const start = await api("GET", `/api/payment/bill/${sale.body.billId}`);
  await api("GET", await actOnSandbox(/\/payment\/sandbox\/([^/?]+)/.exec(start.headers.get("location")!)![1], "pay"));
  return sale.body.trackingId as string;
}

async function download(user: User, query = "") {
  // Through the route itself (the test helper reads answers as text): the file as a browser gets it.
  const req = new NextRequest(`http://localhost:3000/api/installment-sales/export${query}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const res = await GET(req, { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("spreadsheetml");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows = sheet
    .getSheetValues()
    .slice(2)
    .filter(Boolean)
    .map((r) => Object.fromEntries(header.map((h, i) => [h, (r as unknown[])[i + 1] ?? ""])));
  return { sheet, header, rows };
}

it("writes one row per installment of the leader's own sales, filtered as the list is", async () => {
  const plan = await createPlan(leader, { surchargePercent: 0 });
  const { tour, session } = await createInstallmentTour(leader, [plan.id]);
  const second = await createInstallmentTour(leader, [plan.id]);
  const mine = await paidSale(tour.id, session.id, plan.id);
  const elsewhere = await paidSale(second.tour.id, second.session.id, plan.id);
  const foreignPlan = await createPlan(other, { surchargePercent: 0 });
  const foreign = await createInstallmentTour(other, [foreignPlan.id]);
  const theirs = await paidSale(foreign.tour.id, foreign.session.id, foreignPlan.id);

  const list = await api("GET", `/api/installment-sales?TourId=${tour.id}`, { token: leader.token });
  const [first] = list.body.result[0].installments.slice(1);
  const offline = await api("POST", `/api/installments/${first.id}/offline-payment`, {
    token: leader.token,
    body: { amount: first.amount, paidAt: new Date().toISOString(), kind: "cheque", note: "چک ۱۲۳ ملت" },
  });
  expect(offline.status, JSON.stringify(offline.body)).toBe(200);

  const all = await download(leader);
  expect(all.header).toEqual([
    "کد رهگیری",
    "تور",
    "زمان حرکت",
    "زمان حرکت (شمسی)",
    "خریدار",
    "موبایل",
    "طرح اقساط",
    "وضعیت فروش",
    "قسط",
    "مبلغ قسط (تومان)",
    "سررسید",
    "سررسید (شمسی)",
    "وضعیت قسط",
    "زمان پرداخت",
    "زمان پرداخت (شمسی)",
    "روش پرداخت",
    "یادداشت",
  ]);
  const tracking = new Set(all.rows.map((r) => r["کد رهگیری"]));
  expect(tracking).toEqual(new Set([mine, elsewhere]));
  expect(tracking.has(theirs)).toBe(false);
  // The plan's down payment and two installments: three rows a sale, in order, summing to the ticket.
  const rowsOf = all.rows.filter((r) => r["کد رهگیری"] === mine);
  expect(rowsOf.map((r) => r["قسط"])).toEqual(["پیش‌پرداخت", "قسط ۱", "قسط ۲"]);
  expect(rowsOf.reduce((s, r) => s + Number(r["مبلغ قسط (تومان)"]), 0)).toBe(list.body.result[0].total);
  expect(rowsOf.map((r) => r["وضعیت قسط"])).toEqual(["پرداخت‌شده", "پرداخت‌شده", "پرداخت‌نشده"]);
  expect(rowsOf.map((r) => r["روش پرداخت"])).toEqual(["پرداخت اینترنتی", "چک", ""]);
  expect(rowsOf[1]["یادداشت"]).toBe("چک ۱۲۳ ملت");
  expect(rowsOf[0]["خریدار"]).toBe("زهرا کریمی");
  expect(rowsOf[0]["وضعیت فروش"]).toBe("طبق برنامه");
  expect(String(rowsOf[2]["سررسید (شمسی)"])).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);
  expect(all.sheet.getRow(2).getCell(11).numFmt).toBe(EXCEL_DATE_FORMAT);
  expect(all.sheet.getRow(2).getCell(10).numFmt).toBe("#,##0");

  const oneTour = await download(leader, `?TourId=${second.tour.id}`);
  expect(new Set(oneTour.rows.map((r) => r["کد رهگیری"]))).toEqual(new Set([elsewhere]));
  const paidOff = await download(leader, "?State=paidOff");
  expect(paidOff.rows).toEqual([]);
  // Another leader's export and another leader's tour filter never show the first leader's rows.
  const theirsAll = await download(other);
  expect(new Set(theirsAll.rows.map((r) => r["کد رهگیری"]))).toEqual(new Set([theirs]));
  expect((await download(other, `?TourId=${tour.id}`)).rows).toEqual([]);
  expect((await api("GET", "/api/installment-sales/export")).status).toBe(401);
  const bad = await api("GET", "/api/installment-sales/export?State=late", { token: leader.token });
  expect(bad.status).toBe(400);
  expect(bad.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
});
